import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  NOTE_RETRY,
  type NoteRecordingEvent,
  type NoteRecordingState,
  noteRecording,
  startNoteRecording,
} from '../../../src/domain/support/noteRecording'

const FAILED = { action: 'record-note', cause: { code: 'timeout' } } as const

const claimArb = fc.record({
  creator: fc.constant('0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const),
  chainId: fc.constantFrom(1, 5),
  txHash: fc.stringMatching(/^0x[0-9a-f]{64}$/) as fc.Arbitrary<`0x${string}`>,
  note: fc.constantFrom('', 'Thanks!'),
})

const eventArb: fc.Arbitrary<NoteRecordingEvent> = fc.oneof(
  fc.constantFrom('pending', 'confirmed', 'failed').map((status) => ({ type: 'transactionChanged' as const, status })),
  fc
    .constantFrom('signed-in', 'signed-out', 'other-account', 'unknown')
    .map((presence) => ({ type: 'presenceChanged' as const, presence })),
  fc.constantFrom(
    { type: 'answered' as const, answer: { type: 'recorded' as const } },
    { type: 'answered' as const, answer: { type: 'tx-pending' as const } },
    { type: 'answered' as const, answer: { type: 'error' as const, failure: FAILED } },
  ),
  fc.constant({ type: 'waited' as const }),
  fc.constant({ type: 'retried' as const }),
)

function isValid(state: NoteRecordingState): boolean {
  switch (state.status) {
    case 'waiting':
      return typeof state.confirmed === 'boolean'
    case 'recording':
    case 'retrying':
      return Number.isInteger(state.attempt) && state.attempt >= 1 && state.attempt <= NOTE_RETRY.attempts
    case 'failed':
      return state.failure.action === 'record-note'
    case 'stalled':
    case 'recorded':
      return Object.keys(state).length === 2
    case 'skipped':
      return state.reason === 'tx-failed' || state.reason === 'no-note'
  }
}

describe('noteRecording (property)', () => {
  test('behavior: any event sequence yields valid states with the same claim; an event that does not apply keeps the reference and has no effect', () => {
    fc.assert(
      fc.property(claimArb, fc.array(eventArb, { maxLength: 60 }), (claim, events) => {
        let state = startNoteRecording(claim)
        for (const event of events) {
          const [next, effects] = noteRecording(state, event)
          expect(isValid(next)).toBe(true)
          expect(next.claim).toBe(claim)
          if (next === state) expect(effects).toEqual([])
          state = next
        }
      }),
    )
  })

  test('behavior: the server is asked only once confirmed and signed in, exactly when entering recording; recorded and skipped are final', () => {
    fc.assert(
      fc.property(claimArb, fc.array(eventArb, { maxLength: 60 }), (claim, events) => {
        let state = startNoteRecording(claim)
        let confirmed = false
        let presence = 'unknown'
        for (const event of events) {
          const [next, effects] = noteRecording(state, event)
          if (state.status === 'recorded' || state.status === 'skipped') expect(next).toBe(state)
          const asks = effects.filter((e) => e.type === 'record')
          expect(asks.length).toBe(next.status === 'recording' && next !== state ? 1 : 0)
          if (state.status === 'waiting' && asks.length) {
            expect(state.confirmed || (event.type === 'transactionChanged' && event.status === 'confirmed')).toBe(true)
            expect(
              presence === 'signed-in' || (event.type === 'presenceChanged' && event.presence === 'signed-in'),
            ).toBe(true)
          }
          if (event.type === 'transactionChanged' && event.status === 'confirmed') confirmed = true
          if (event.type === 'presenceChanged') presence = event.presence
          if (next.status === 'recording') expect(confirmed).toBe(true)
          state = next
        }
      }),
    )
  })

  test('behavior: while the server answers tx-pending, at most NOTE_RETRY.attempts asks before a Try again', () => {
    fc.assert(
      fc.property(claimArb, fc.array(eventArb, { maxLength: 80 }), (claim, events) => {
        let state = startNoteRecording(claim)
        let asksSinceVisitor = 0
        for (const event of events) {
          const [next, effects] = noteRecording(state, event)
          if ((event.type === 'retried' || event.type === 'presenceChanged') && next !== state) asksSinceVisitor = 0
          asksSinceVisitor += effects.filter((e) => e.type === 'record').length
          if (next.status === 'recording') expect(next.attempt).toBeLessThanOrEqual(asksSinceVisitor)
          expect(asksSinceVisitor).toBeLessThanOrEqual(NOTE_RETRY.attempts)
          state = next
        }
      }),
    )
  })
})
