import { describe, expect, test } from 'vitest'
import type { AuthState } from '../../../src/domain/auth/authStatus'
import { NOTE_RETRY, type NoteClaim } from '../../../src/domain/creators/noteRecording'
import {
  noteAnswerOf,
  SESSION_ENDED_MESSAGE,
  SupportNoteRecorder,
} from '../../../src/domain/creators/supportNoteRecorder'
import { BaseError } from '../../../src/domain/errors/baseError'
import { StateStore } from '../../../src/domain/shared/store'

const CLAIM: NoteClaim = {
  creator: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 1,
  txHash: `0x${'1'.repeat(64)}`,
  note: 'Thanks!',
}
const SIGNED_IN: AuthState = {
  status: 'authenticated',
  session: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 },
}
/** The account the support was sent from (the signed-in one above, written in another case). */
const SENDER = '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266' as const
const OTHER_ACCOUNT: AuthState = {
  status: 'authenticated',
  session: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1 },
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A recorder over stores the test drives, a server whose answers are queued, and a timer run by hand. */
function setup(answers: Array<'ok' | BaseError | Error>, auth: AuthState = SIGNED_IN, from = SENDER) {
  const authStore = new StateStore<AuthState>(auth)
  const tx = new StateStore<'pending' | 'confirmed' | 'failed' | undefined>('pending')
  const asked: NoteClaim[] = []
  const timers: Array<{ ms: number; fn: () => void; cancelled: boolean }> = []
  let recorded = 0
  const recorder = new SupportNoteRecorder(CLAIM, {
    from,
    auth: authStore,
    transaction: tx,
    record: async (claim) => {
      asked.push(claim)
      const answer = answers.shift() ?? 'ok'
      if (answer !== 'ok') throw answer
    },
    schedule: (ms, fn) => {
      const timer = { ms, fn, cancelled: false }
      timers.push(timer)
      return () => void (timer.cancelled = true)
    },
    onRecorded: () => void recorded++,
  })
  recorder.start()
  return { recorder, authStore, tx, asked, timers, recorded: () => recorded }
}

const pending = () => new BaseError('Not mined yet', { code: 'tx-pending' })

describe('SupportNoteRecorder', () => {
  test('default: records once the transaction confirms; tells once', async () => {
    const s = setup([])
    expect(s.recorder.getSnapshot().status).toBe('waiting')
    s.tx.set('confirmed')
    expect(s.recorder.getSnapshot().status).toBe('recording')
    await flush()
    expect(s.recorder.getSnapshot().status).toBe('recorded')
    expect(s.asked).toEqual([CLAIM])
    expect(s.recorded()).toBe(1)
  })

  test('behavior: tx-pending waits 2 s and asks again; already-recorded counts as recorded', async () => {
    const s = setup([pending(), new BaseError('Already', { code: 'already-recorded' })])
    s.tx.set('confirmed')
    await flush()
    expect(s.recorder.getSnapshot()).toEqual({ status: 'retrying', claim: CLAIM, attempt: 1 })
    expect(s.timers.map((t) => t.ms)).toEqual([NOTE_RETRY.pauseMs])
    s.timers[0]?.fn()
    await flush()
    expect(s.asked).toHaveLength(2)
    expect(s.recorder.getSnapshot().status).toBe('recorded')
    expect(s.recorded()).toBe(1)
  })

  test('behavior: another error shows its message; retry() asks again', async () => {
    const s = setup([new BaseError('This transaction was sent to another address', { code: 'tx-mismatch' })])
    s.tx.set('confirmed')
    await flush()
    expect(s.recorder.getSnapshot()).toEqual({
      status: 'failed',
      claim: CLAIM,
      message: 'This transaction was sent to another address',
    })
    s.recorder.retry()
    await flush()
    expect(s.recorder.getSnapshot().status).toBe('recorded')
  })

  test('behavior: signed out, then signed in: recorded after the sign-in', async () => {
    const s = setup([], { status: 'unauthenticated' })
    s.tx.set('confirmed')
    await flush()
    expect(s.asked).toEqual([])
    s.authStore.set(SIGNED_IN)
    await flush()
    expect(s.asked).toEqual([CLAIM])
  })

  test('behavior: dispose stops everything: no ask after it, a pending answer is ignored', async () => {
    const s = setup([pending()])
    s.tx.set('confirmed')
    s.recorder.dispose()
    await flush()
    expect(s.recorder.getSnapshot().status).toBe('recording')
    s.tx.set('failed')
    expect(s.recorder.getSnapshot().status).toBe('recording')
  })

  test('behavior: an error that is not a BaseError (a bug, a garbage answer) reads as a plain message', () => {
    expect(noteAnswerOf(new TypeError('x is undefined'))).toEqual({
      type: 'error',
      message: 'Your note could not be recorded. Please try again.',
    })
    expect(
      noteAnswerOf(new BaseError('The creators API answered something unexpected', { code: 'bad-response' })),
    ).toEqual({ type: 'error', message: 'The creators API answered something unexpected' })
  })

  test('behavior: a session the server no longer knows reads as such, with its code (the page offers to sign in again)', () => {
    expect(noteAnswerOf(new BaseError('No live session', { code: 'unauthenticated' }))).toEqual({
      type: 'error',
      message: SESSION_ENDED_MESSAGE,
      code: 'unauthenticated',
    })
  })

  test('behavior: signed in as another account than the sender: nothing is asked (the server would refuse it) until the sender signs in', async () => {
    const s = setup([], OTHER_ACCOUNT)
    s.tx.set('confirmed')
    await flush()
    expect(s.recorder.getSnapshot()).toMatchObject({ status: 'waiting', presence: 'other-account' })
    expect(s.asked).toEqual([])
    s.authStore.set(SIGNED_IN)
    await flush()
    expect(s.recorder.getSnapshot().status).toBe('recorded')
    expect(s.asked).toEqual([CLAIM])
  })
})
