import type { AuthState } from '../auth/authStatus'
import { BaseError } from '../errors/baseError'
import type { Address } from '../shared/hex'
import { StateStore, type Readable } from '../shared/store'
import {
  type NoteAnswer,
  type NoteClaim,
  type NotePresence,
  type NoteRecordingEffect,
  type NoteRecordingEvent,
  type NoteRecordingState,
  noteRecording,
  startNoteRecording,
} from './noteRecording'

export type SupportNoteRecorderDeps = {
  /** The account that sent the support: the only one the server records its note for. */
  from?: Address | undefined
  /** The visitor's sign-in. */
  auth: Readable<AuthState>
  /** The support transaction's status in Recent Transactions (undefined while it is not listed). */
  transaction: Readable<'pending' | 'confirmed' | 'failed' | undefined>
  /** Asks the server to record the note; rejects with a BaseError carrying the server's code. */
  record(claim: NoteClaim): Promise<unknown>
  /** Runs `fn` after `ms`; answers a cancel function. */
  schedule(ms: number, fn: () => void): () => void
  /** Called once, when the note is recorded (to refresh the wall). */
  onRecorded?: (() => void) | undefined
}

function presenceOf(auth: AuthState, from: Address | undefined): NotePresence {
  if (auth.status === 'loading') return 'unknown'
  if (auth.status !== 'authenticated') return 'signed-out'
  const sender = from === undefined || auth.session.address.toLowerCase() === from.toLowerCase()
  return sender ? 'signed-in' : 'other-account'
}

/** Why a note was refused when the server no longer knows the visitor's session (pinned in tests). */
export const SESSION_ENDED_MESSAGE = 'your session ended. Sign in again to leave your note.'

/** The server's answer, as the recording understands it: `already-recorded` is done, `tx-pending` is asked again. */
export function noteAnswerOf(error: unknown): NoteAnswer {
  if (error instanceof BaseError) {
    if (error.code === 'already-recorded') return { type: 'recorded' }
    if (error.code === 'tx-pending') return { type: 'tx-pending' }
    // The visitor looks signed in here, but the server's session ended: the way on is to sign in again.
    if (error.code === 'unauthenticated') return { type: 'error', message: SESSION_ENDED_MESSAGE, code: error.code }
    return { type: 'error', message: error.shortMessage }
  }
  return { type: 'error', message: 'Your note could not be recorded. Please try again.' }
}

/**
 * Records a supporter's note once their support is confirmed and they are signed in (product rules: "Support notes"):
 * runs {@link noteRecording}'s effects against the server and a timer. `start()` subscribes, `dispose()` stops all.
 */
export class SupportNoteRecorder implements Readable<NoteRecordingState> {
  private readonly store: StateStore<NoteRecordingState>
  private readonly stops: Array<() => void> = []
  private disposed = false

  constructor(
    claim: NoteClaim,
    private readonly deps: SupportNoteRecorderDeps,
  ) {
    this.store = new StateStore(startNoteRecording(claim))
  }

  getSnapshot = (): NoteRecordingState => this.store.getSnapshot()
  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener)

  start(): void {
    const { auth, transaction } = this.deps
    const onAuth = () => this.send({ type: 'presence', presence: presenceOf(auth.getSnapshot(), this.deps.from) })
    const onTransaction = () => {
      const status = transaction.getSnapshot()
      if (status) this.send({ type: 'transaction', status })
    }
    this.stops.push(auth.subscribe(onAuth), transaction.subscribe(onTransaction))
    onAuth()
    onTransaction()
  }

  /** The visitor's "Try again". */
  retry(): void {
    this.send({ type: 'retry' })
  }

  dispose(): void {
    this.disposed = true
    for (const stop of this.stops.splice(0)) stop()
  }

  private send(event: NoteRecordingEvent): void {
    if (this.disposed) return
    const before = this.store.getSnapshot()
    const [next, effects] = noteRecording(before, event)
    this.store.set(next)
    if (next.status === 'recorded' && before.status !== 'recorded') this.deps.onRecorded?.()
    for (const effect of effects) this.run(effect)
  }

  private run(effect: NoteRecordingEffect): void {
    switch (effect.type) {
      case 'record':
        this.deps.record(effect.claim).then(
          () => this.send({ type: 'answer', answer: { type: 'recorded' } }),
          (error: unknown) => this.send({ type: 'answer', answer: noteAnswerOf(error) }),
        )
        return
      case 'wait':
        this.stops.push(this.deps.schedule(effect.ms, () => this.send({ type: 'tick' })))
        return
    }
  }
}
