import { type ActionFailure, failureOf } from '../errors/failure'
import { assertNever } from '../shared/assertNever'
import type { Address } from '../shared/hex'
import type { Claim } from './claim'

/** A sent support whose note is to be attached: the claim, and the account that sent it. */
export type SentSupport = { readonly claim: Claim; readonly from: Address }

/**
 * Whether the visitor is signed in, as far as is known yet. `other-account`: signed in, but not as the account that
 * sent the support (the server records a note for its sender only, product rules: "Support notes").
 */
export type NotePresence = 'signed-in' | 'signed-out' | 'other-account' | 'unknown'

/**
 * Recording a supporter's note after their support (product rules: "Support notes"): waiting for the transaction to
 * confirm and for a sign-in, then asking the server, again every few seconds while it has not seen the transaction
 * mined, until it is recorded, has failed (a retry is offered) or there is nothing to record.
 */
export type NoteRecordingState =
  | { status: 'waiting'; claim: Claim; confirmed: boolean; presence: NotePresence }
  | { status: 'recording'; claim: Claim; attempt: number }
  /** The server has not seen the transaction mined yet (`tx-pending`): asked again after a pause. */
  | { status: 'retrying'; claim: Claim; attempt: number }
  /** Still `tx-pending` after the last attempt: the visitor may try again. */
  | { status: 'stalled'; claim: Claim }
  /** `failure.cause.code` `unauthenticated`: the server's session ended, signing in again lets it through. */
  | { status: 'failed'; claim: Claim; failure: ActionFailure }
  | { status: 'recorded'; claim: Claim }
  /** Nothing to record: the transaction failed, or the supporter wrote no note (the indexer finds the support). */
  | { status: 'skipped'; claim: Claim; reason: 'tx-failed' | 'no-note' }

/** The server's answer to one attempt (`already-recorded` counts as recorded). */
export type NoteAnswer = { type: 'recorded' } | { type: 'tx-pending' } | { type: 'error'; failure: ActionFailure }

export type NoteRecordingEvent =
  /** The transaction's status in Recent Transactions. */
  | { type: 'transactionChanged'; status: 'pending' | 'confirmed' | 'failed' }
  | { type: 'presenceChanged'; presence: NotePresence }
  | { type: 'answered'; answer: NoteAnswer }
  /** The pause before asking again is over. */
  | { type: 'waited' }
  /** The visitor pressed "Try again". */
  | { type: 'retried' }

/** What the app runs: ask the server (which refreshes what shows the creator's supports), wait and report `waited`. */
type NoteRecordingEffect = { type: 'record'; claim: Claim } | { type: 'wait'; ms: number }

export type NoteRecordingTransition = readonly [NoteRecordingState, readonly NoteRecordingEffect[]]

/** Attempts while the server answers `tx-pending`, and the pause between them. */
export const NOTE_RETRY = { attempts: 15, pauseMs: 2000 } as const

/** The first state once a support transaction was sent. */
export function startNoteRecording(claim: Claim): NoteRecordingState {
  return { status: 'waiting', claim, confirmed: false, presence: 'unknown' }
}

const NONE: readonly NoteRecordingEffect[] = []
const same = (state: NoteRecordingState): NoteRecordingTransition => [state, NONE]
const record = (claim: Claim, attempt: number): NoteRecordingTransition => [
  { status: 'recording', claim, attempt },
  [{ type: 'record', claim }],
]

/**
 * A waiting state moves on once the transaction is confirmed: without a note there is nothing to claim (the support
 * indexer finds the payment itself); with one, once the visitor is signed in.
 */
function settle(state: Extract<NoteRecordingState, { status: 'waiting' }>): NoteRecordingTransition {
  if (!state.confirmed) return same(state)
  if (state.claim.note === '') return same({ status: 'skipped', claim: state.claim, reason: 'no-note' })
  if (state.presence === 'signed-in') return record(state.claim, 1)
  return same(state)
}

/**
 * The recording as a pure transition; an event that does not apply returns the same state and no effect.
 * @example noteRecording(waiting, { type: 'transactionChanged', status: 'confirmed' }) // [recording, [record]] when signed in
 */
export function noteRecording(state: NoteRecordingState, event: NoteRecordingEvent): NoteRecordingTransition {
  switch (event.type) {
    case 'transactionChanged':
      if (state.status !== 'waiting' || state.confirmed || event.status === 'pending') return same(state)
      if (event.status === 'failed') return same({ status: 'skipped', claim: state.claim, reason: 'tx-failed' })
      return settle({ ...state, confirmed: true })
    case 'presenceChanged':
      if (state.status === 'waiting')
        return state.presence === event.presence ? same(state) : settle({ ...state, presence: event.presence })
      // Signed out after a failure: the way on is to sign in again (when there is a note to keep).
      if ((state.status === 'failed' || state.status === 'stalled') && event.presence === 'signed-out')
        return settle({ status: 'waiting', claim: state.claim, confirmed: true, presence: 'signed-out' })
      return same(state)
    case 'answered':
      if (state.status !== 'recording') return same(state)
      switch (event.answer.type) {
        case 'recorded':
          return [{ status: 'recorded', claim: state.claim }, NONE]
        case 'tx-pending':
          return state.attempt >= NOTE_RETRY.attempts
            ? same({ status: 'stalled', claim: state.claim })
            : [
                { status: 'retrying', claim: state.claim, attempt: state.attempt },
                [{ type: 'wait', ms: NOTE_RETRY.pauseMs }],
              ]
        case 'error':
          return same({ status: 'failed', claim: state.claim, failure: event.answer.failure })
        default:
          return assertNever(event.answer)
      }
    case 'waited':
      return state.status === 'retrying' ? record(state.claim, state.attempt + 1) : same(state)
    case 'retried':
      return state.status === 'failed' || state.status === 'stalled' ? record(state.claim, 1) : same(state)
    default:
      return assertNever(event)
  }
}

/** The server's answer, as the recording understands it: `already-recorded` is done, `tx-pending` is asked again. */
export function noteAnswerOf(error: unknown): NoteAnswer {
  const cause = failureOf(error)
  if (cause.code === 'already-recorded') return { type: 'recorded' }
  if (cause.code === 'tx-pending') return { type: 'tx-pending' }
  return { type: 'error', failure: { action: 'record-note', cause } }
}
