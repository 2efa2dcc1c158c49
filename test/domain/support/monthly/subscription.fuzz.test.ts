import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MONTHLY_PERIOD_SECONDS } from '../../../../src/domain/support/monthly/spendPermission'
import {
  CHARGE_RETRIES,
  NEW_SUBSCRIPTION,
  RETRY_DELAY_SECONDS,
  type Subscription,
  type SubscriptionEffect,
  type SubscriptionEvent,
  subscription,
} from '../../../../src/domain/support/monthly/subscription'

const P0 = 1_800_000_000
const periodArb = fc.integer({ min: 0, max: 3 }).map((n) => P0 + n * MONTHLY_PERIOD_SECONDS)
const failureArb = fc.constantFrom(
  'balance-too-low' as const,
  'revoked' as const,
  'account-not-deployed' as const,
  'unknown' as const,
)

// Events in time order: each carries a step forward in time from the one before (applied by `timed`).
const stepArb = fc.record({
  dt: fc.integer({ min: 0, max: 2 * RETRY_DELAY_SECONDS }),
  kind: fc.constantFrom('observed', 'observed', 'observed', 'succeeded', 'failed', 'revoked', 'ended'),
  period: periodArb,
  spent: fc.constantFrom(0n, 0n, 5_000_000n),
  failure: failureArb,
})

type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never

function timed(steps: readonly Step[]) {
  let now = P0
  let period = P0
  return steps.map((step): SubscriptionEvent => {
    now += step.dt
    // The chain's periods only move forward.
    period = Math.max(period, step.period)
    const s = { ...step, period }
    switch (s.kind) {
      case 'observed':
        return {
          type: 'observed',
          now,
          revoked: false,
          period: { start: s.period, end: s.period + MONTHLY_PERIOD_SECONDS, spent: s.spent },
        }
      case 'succeeded':
        return { type: 'chargeSucceeded', periodStart: s.period, periodEnd: s.period + MONTHLY_PERIOD_SECONDS }
      case 'failed':
        return { type: 'chargeFailed', periodStart: s.period, at: now, failure: s.failure }
      case 'revoked':
        return { type: 'observed', now, revoked: true, period: 'ended' }
      default:
        return { type: 'observed', now, revoked: false, period: 'ended' }
    }
  })
}

function valid(state: Subscription): boolean {
  switch (state.status) {
    case 'active':
    case 'cancelled':
      return true
    case 'paid':
      return state.periodEnd > state.periodStart
    case 'payment-failed':
      return true
    case 'due':
      return (
        state.failures >= 0 &&
        state.failures <= CHARGE_RETRIES &&
        !(state.charging && state.retryAt !== null) &&
        (state.failures === 0) === (state.lastFailure === null)
      )
  }
}

const eventsArb = fc.array(stepArb, { maxLength: 40 }).map(timed)

describe('subscription', () => {
  test('behavior: every reachable state is valid; an event that changes nothing returns the same reference', () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        let state = NEW_SUBSCRIPTION
        for (const event of events) {
          const [next, effects] = subscription(state, event)
          expect(valid(next)).toBe(true)
          if (
            effects.length === 0 &&
            JSON.stringify(next, (_k, v) => (typeof v === 'bigint' ? String(v) : v)) === JSON.stringify(state)
          )
            expect(next).toBe(state)
          state = next
        }
      }),
    )
  })

  test('behavior: per period, at most 1 + retries charges, never two in flight, none after it is paid, retries a day apart', () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        let state = NEW_SUBSCRIPTION
        const charges = new Map<number, number>()
        const inFlight = new Set<number>()
        const paid = new Set<number>()
        let lastFailureAt = new Map<number, number>()
        for (const event of events) {
          // Seen paid on chain, even by a node that later lags and answers "unspent": never charged again.
          if (event.type === 'observed' && event.period !== 'ended' && event.period.spent > 0n)
            paid.add(event.period.start)
          const [next, effects] = subscription(state, event)
          for (const effect of effects as SubscriptionEffect[]) {
            if (effect.type !== 'charge') continue
            const p = effect.periodStart
            expect(inFlight.has(p)).toBe(false)
            expect(paid.has(p)).toBe(false)
            const failedAt = lastFailureAt.get(p)
            if (failedAt !== undefined && event.type === 'observed')
              expect(event.now).toBeGreaterThanOrEqual(failedAt + RETRY_DELAY_SECONDS)
            charges.set(p, (charges.get(p) ?? 0) + 1)
            expect(charges.get(p)).toBeLessThanOrEqual(1 + CHARGE_RETRIES)
            inFlight.add(p)
          }
          if (event.type === 'chargeFailed' && inFlight.has(event.periodStart) && next !== state) {
            inFlight.delete(event.periodStart)
            lastFailureAt = new Map(lastFailureAt).set(event.periodStart, event.at)
          }
          if (event.type === 'chargeSucceeded' && next !== state) {
            inFlight.delete(event.periodStart)
            paid.add(event.periodStart)
          }
          state = next
        }
      }),
    )
  })

  test('behavior: cancelled is final', () => {
    fc.assert(
      fc.property(eventsArb, fc.constantFrom('revoked' as const, 'ended' as const), (events, reason) => {
        const cancelled: Subscription = { status: 'cancelled', reason }
        for (const event of events) expect(subscription(cancelled, event)).toEqual([cancelled, []])
      }),
    )
  })
})
