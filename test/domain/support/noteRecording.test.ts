import { describe, expect, test } from 'vitest'
import type { Claim } from '../../../src/domain/support/claim'
import {
  NOTE_RETRY,
  type NoteRecordingEvent,
  type NoteRecordingState,
  noteRecording,
  startNoteRecording,
} from '../../../src/domain/support/noteRecording'

const FAILED = { action: 'record-note', cause: { code: 'timeout' } } as const

const CLAIM: Claim = {
  creator: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 1,
  txHash: `0x${'1'.repeat(64)}`,
  note: 'Thanks!',
}

/** Runs `events` from the start; answers the last state and every effect, in order. */
function run(events: NoteRecordingEvent[], claim = CLAIM) {
  let state: NoteRecordingState = startNoteRecording(claim)
  const effects: unknown[] = []
  for (const event of events) {
    const [next, more] = noteRecording(state, event)
    state = next
    effects.push(...more)
  }
  return { state, effects }
}

const confirmed = { type: 'transactionChanged', status: 'confirmed' } as const
const signedIn = { type: 'presenceChanged', presence: 'signed-in' } as const
const signedOut = { type: 'presenceChanged', presence: 'signed-out' } as const
const pending = { type: 'answered', answer: { type: 'tx-pending' } } as const

describe('noteRecording', () => {
  test('default: signed in, the note is recorded once the transaction confirms', () => {
    const before = run([signedIn, { type: 'transactionChanged', status: 'pending' }])
    expect(before.state).toEqual({ status: 'waiting', claim: CLAIM, confirmed: false, presence: 'signed-in' })
    expect(before.effects).toEqual([])
    const { state, effects } = run([signedIn, confirmed])
    expect(state).toEqual({ status: 'recording', claim: CLAIM, attempt: 1 })
    expect(effects).toEqual([{ type: 'record', claim: CLAIM }])
    expect(noteRecording(state, { type: 'answered', answer: { type: 'recorded' } })[0]).toEqual({
      status: 'recorded',
      claim: CLAIM,
    })
  })

  test('behavior: tx-pending is asked again after a pause, then stalls after the last attempt; Try again starts over', () => {
    const events: NoteRecordingEvent[] = [signedIn, confirmed]
    for (let i = 1; i < NOTE_RETRY.attempts; i++) events.push(pending, { type: 'waited' })
    const { state, effects } = run([...events, pending])
    expect(effects.filter((e) => (e as { type: string }).type === 'record')).toHaveLength(NOTE_RETRY.attempts)
    expect(effects.filter((e) => (e as { type: string }).type === 'wait')).toEqual(
      Array(NOTE_RETRY.attempts - 1).fill({ type: 'wait', ms: 2000 }),
    )
    expect(state).toEqual({ status: 'stalled', claim: CLAIM })
    expect(noteRecording(state, { type: 'retried' })).toEqual([
      { status: 'recording', claim: CLAIM, attempt: 1 },
      [{ type: 'record', claim: CLAIM }],
    ])
  })

  test('behavior: another error is shown with its message; Try again asks once more', () => {
    const { state } = run([signedIn, confirmed, { type: 'answered', answer: { type: 'error', failure: FAILED } }])
    expect(state).toEqual({ status: 'failed', claim: CLAIM, failure: FAILED })
    expect(noteRecording(state, { type: 'retried' })[1]).toEqual([{ type: 'record', claim: CLAIM }])
  })

  test('behavior: signed out with a note: waits for a sign-in, then records', () => {
    const waiting = run([signedOut, confirmed])
    expect(waiting.state).toEqual({ status: 'waiting', claim: CLAIM, confirmed: true, presence: 'signed-out' })
    expect(waiting.effects).toEqual([])
    expect(run([signedOut, confirmed, signedIn]).effects).toEqual([{ type: 'record', claim: CLAIM }])
  })

  test('behavior: without a note, signed in or not: nothing to claim, no sign-in asked (the indexer finds it)', () => {
    expect(run([signedOut, confirmed], { ...CLAIM, note: '' }).state).toEqual({
      status: 'skipped',
      claim: { ...CLAIM, note: '' },
      reason: 'no-note',
    })
    const signedInRun = run([signedIn, confirmed], { ...CLAIM, note: '' })
    expect(signedInRun.effects).toEqual([])
    expect(signedInRun.state).toMatchObject({ status: 'skipped', reason: 'no-note' })
  })

  test('behavior: a failed transaction records nothing', () => {
    const { state, effects } = run([signedIn, { type: 'transactionChanged', status: 'failed' }])
    expect(state).toEqual({ status: 'skipped', claim: CLAIM, reason: 'tx-failed' })
    expect(effects).toEqual([])
  })

  test('behavior: the sign-in still loading: waits', () => {
    const { state, effects } = run([confirmed])
    expect(state.status).toBe('waiting')
    expect(effects).toEqual([])
  })

  test('behavior: signed out after a failure: back to waiting for a sign-in', () => {
    const { state } = run([
      signedIn,
      confirmed,
      { type: 'answered', answer: { type: 'error', failure: FAILED } },
      signedOut,
    ])
    expect(state).toEqual({ status: 'waiting', claim: CLAIM, confirmed: true, presence: 'signed-out' })
  })

  test('behavior: an event that does not apply keeps the reference', () => {
    const start = startNoteRecording(CLAIM)
    for (const event of [{ type: 'waited' }, { type: 'retried' }, pending] as NoteRecordingEvent[]) {
      expect(noteRecording(start, event)[0]).toBe(start)
    }
    const { state } = run([signedIn, confirmed, { type: 'answered', answer: { type: 'recorded' } }])
    expect(noteRecording(state, signedOut)[0]).toBe(state)
    expect(noteRecording(state, confirmed)[0]).toBe(state)
  })
})
