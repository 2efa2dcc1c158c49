import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  SUPPORT_IDLE,
  supportFlow,
  type SupportEvent,
  type SupportState,
} from '../../../src/domain/transactions/supportFlow'

const hash = fc.stringMatching(/^0x[0-9a-f]{64}$/) as fc.Arbitrary<`0x${string}`>
const eventArb: fc.Arbitrary<SupportEvent> = fc.oneof(
  fc.stringMatching(/^\d{1,3}(\.\d{1,3})?$/).map((amount) => ({ type: 'submit' as const, amount })),
  hash.map((h) => ({ type: 'sent' as const, hash: h })),
  fc.constant({ type: 'rejected' as const }),
  fc.string({ minLength: 1, maxLength: 20 }).map((message) => ({ type: 'failed' as const, message })),
  fc.constant({ type: 'reset' as const }),
)

function isValid(state: SupportState): boolean {
  switch (state.status) {
    case 'idle':
    case 'rejected':
      return Object.keys(state).length === 1
    case 'confirming':
      return typeof state.amount === 'string'
    case 'sent':
      return /^0x[0-9a-f]{64}$/.test(state.hash)
    case 'failed':
      return state.message.length > 0
  }
}

describe('supportFlow (property)', () => {
  test('behavior: any event sequence yields valid states; an event that does not apply keeps the reference', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = SUPPORT_IDLE
        for (const event of events) {
          const next = supportFlow(state, event)
          expect(isValid(next)).toBe(true)
          if (next === state) expect(supportFlow(state, event)).toBe(state)
          state = next
        }
      }),
    )
  })

  test('behavior: an outcome (sent, rejected, failed) is only reached from confirming, and keeps its amount when sent', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = SUPPORT_IDLE
        for (const event of events) {
          const next = supportFlow(state, event)
          if (next !== state && ['sent', 'rejected', 'failed'].includes(next.status)) {
            expect(state.status).toBe('confirming')
            if (next.status === 'sent' && state.status === 'confirming') expect(next.amount).toBe(state.amount)
          }
          state = next
        }
      }),
    )
  })
})
