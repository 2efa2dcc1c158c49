import { describe, expect, test } from 'vitest'
import { MONTHLY_PERIOD_SECONDS } from '../../../../src/domain/support/monthly/spendPermission'
import {
  NEW_SUBSCRIPTION,
  RETRY_DELAY_SECONDS,
  type Subscription,
  type SubscriptionEvent,
  subscription,
} from '../../../../src/domain/support/monthly/subscription'

const P0 = 1_800_000_000
const P1 = P0 + MONTHLY_PERIOD_SECONDS
const DAY = RETRY_DELAY_SECONDS

const observed = (now: number, start: number, spent = 0n): SubscriptionEvent => ({
  type: 'observed',
  now,
  revoked: false,
  period: { start, end: start + MONTHLY_PERIOD_SECONDS, spent },
})
const failed = (at: number, periodStart = P0): SubscriptionEvent => ({
  type: 'chargeFailed',
  periodStart,
  at,
  failure: 'balance-too-low',
})

function run(events: readonly SubscriptionEvent[], from: Subscription = NEW_SUBSCRIPTION) {
  let state = from
  const effects: unknown[] = []
  for (const event of events) {
    const [next, out] = subscription(state, event)
    state = next
    effects.push(...out)
  }
  return { state, effects }
}

describe('subscription', () => {
  test('default: subscribing charges the first period at once, and a success reads paid for this period', () => {
    const { state, effects } = run([observed(P0, P0), { type: 'chargeSucceeded', periodStart: P0, periodEnd: P1 }])
    expect(effects).toEqual([{ type: 'charge', periodStart: P0 }])
    expect(state).toEqual({ status: 'paid', periodStart: P0, periodEnd: P1 })
  })

  test('behavior: a new period is due and charged once; polls meanwhile change nothing', () => {
    const paid: Subscription = { status: 'paid', periodStart: P0, periodEnd: P1 }
    expect(subscription(paid, observed(P0 + 10, P0, 5n))[0]).toBe(paid)
    // A lagging node's "unspent" for the paid period charges nothing.
    expect(subscription(paid, observed(P0 + 20, P0, 0n))).toEqual([paid, []])
    const { state, effects } = run([observed(P1, P1), observed(P1 + 60, P1), observed(P1 + 120, P1)], paid)
    expect(effects).toEqual([{ type: 'charge', periodStart: P1 }])
    expect(state).toMatchObject({ status: 'due', periodStart: P1, charging: true })
  })

  test('behavior: a failed charge is retried once a day for 3 days, then reads payment failed', () => {
    const { state, effects } = run([
      observed(P0, P0),
      failed(P0),
      observed(P0 + DAY - 1, P0),
      observed(P0 + DAY, P0),
      failed(P0 + DAY),
      observed(P0 + 2 * DAY, P0),
      failed(P0 + 2 * DAY),
      observed(P0 + 3 * DAY, P0),
      failed(P0 + 3 * DAY),
      observed(P0 + 4 * DAY, P0),
    ])
    expect(effects.filter((e) => (e as { type: string }).type === 'charge')).toHaveLength(4)
    expect(
      effects
        .filter((e) => (e as { type: string }).type === 'reportFailure')
        .map((e) => (e as { final: boolean }).final),
    ).toEqual([false, false, false, true])
    expect(state).toEqual({ status: 'payment-failed', periodStart: P0, lastFailure: 'balance-too-low' })
  })

  test('behavior: after payment failed, the next period is charged afresh', () => {
    const { state, effects } = run([observed(P1, P1)], {
      status: 'payment-failed',
      periodStart: P0,
      lastFailure: 'revoked',
    })
    expect(effects).toEqual([{ type: 'charge', periodStart: P1 }])
    expect(state).toMatchObject({ status: 'due', periodStart: P1, failures: 0 })
  })

  test('behavior: revoked or ended reads cancelled, for good', () => {
    const revoked = run([observed(P0, P0), { type: 'observed', now: P0 + 1, revoked: true, period: 'ended' }]).state
    expect(revoked).toEqual({ status: 'cancelled', reason: 'revoked' })
    expect(subscription(revoked, observed(P1, P1))[0]).toBe(revoked)
    expect(run([{ type: 'observed', now: P0, revoked: false, period: 'ended' }]).state).toEqual({
      status: 'cancelled',
      reason: 'ended',
    })
  })

  test('behavior: an outcome for another period, or with no charge in flight, does not apply', () => {
    const due = run([observed(P0, P0)]).state
    expect(subscription(due, failed(P0, P1))[0]).toBe(due)
    expect(subscription(NEW_SUBSCRIPTION, { type: 'chargeSucceeded', periodStart: P0, periodEnd: P1 })[0]).toBe(
      NEW_SUBSCRIPTION,
    )
  })
})
