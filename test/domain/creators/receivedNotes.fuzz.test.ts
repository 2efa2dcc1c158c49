import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  noteKey,
  RECEIVED_NOTES_INITIAL,
  type ReceivedNotesEvent,
  type ReceivedNotesState,
  receivedNotes,
} from '../../../src/domain/creators/receivedNotes'
import type { Support } from '../../../src/domain/support/support'

const FAILED = { action: 'load-notes', cause: { code: 'timeout' } } as const

// Few distinct notes and cursors, so that pages overlap and answers meet the requests they belong to.
const noteArb: fc.Arbitrary<Support> = fc.record({
  chainId: fc.constantFrom(1, 5),
  txHash: fc.constantFrom(...[1, 2, 3, 4, 5].map((n) => `0x${String(n).repeat(64)}` as const)),
  from: fc.constant('0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const),
  asset: fc.constant({ symbol: 'ETH', decimals: 18, address: null }),
  amount: fc.bigInt({ min: 1n, max: 10n ** 20n }).map(String),
  note: fc.string({ maxLength: 10 }),
  createdAt: fc.nat(),
  blockNumber: fc.constant(null),
  hidden: fc.boolean(),
})
const cursorArb = fc.constantFrom(null, 'a', 'b')
const keyArb = noteArb.map(noteKey)

const eventArb: fc.Arbitrary<ReceivedNotesEvent> = fc.oneof(
  fc.constant({ type: 'pageRequested' as const }),
  fc.record({
    type: fc.constant('pageLoaded' as const),
    cursor: cursorArb,
    items: fc.array(noteArb, { maxLength: 4 }),
    nextCursor: cursorArb,
  }),
  fc.record({ type: fc.constant('pageFailed' as const), cursor: cursorArb, failure: fc.constant(FAILED) }),
  fc.record({ type: fc.constant('toggled' as const), key: keyArb }),
  fc.record({ type: fc.constant('visibilityChanged' as const), note: noteArb }),
  fc.record({ type: fc.constant('visibilityChangeFailed' as const), key: keyArb, failure: fc.constant(FAILED) }),
)

describe('receivedNotes', () => {
  test('behavior: any events from the start: each note listed once, in arrival order; one request per row and per page at a time', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 50 }), (events) => {
        let state: ReceivedNotesState = RECEIVED_NOTES_INITIAL
        for (const event of events) {
          const [next, effects] = receivedNotes(state, event)
          const keys = next.rows.map((r) => noteKey(r.note))
          expect(new Set(keys).size).toBe(keys.length)
          // Rows already listed stay first, in their order.
          expect(keys.slice(0, state.rows.length)).toEqual(state.rows.map((r) => noteKey(r.note)))
          for (const effect of effects) {
            if (effect.type === 'loadPage') {
              expect(state.loading).toBeUndefined()
              expect(next.loading).toBe(effect.cursor)
            } else {
              const before = state.rows.find((r) => noteKey(r.note) === noteKey(effect))
              expect(before?.pending).toBeNull()
              expect(effect.hidden).toBe(!before?.note.hidden)
            }
          }
          if (effects.length === 0 && event.type === 'pageRequested') expect(next).toBe(state)
          state = next
        }
      }),
    )
  })
})
