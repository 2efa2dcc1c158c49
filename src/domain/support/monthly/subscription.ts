import { assertNever } from '../../shared/assertNever'
import { stay, type Transition } from '../../shared/machine'

/** Why a charge did not go through, as the charger read it from the chain. */
export type ChargeFailure = 'balance-too-low' | 'revoked' | 'account-not-deployed' | 'unknown'

/**
 * A monthly support as the creator and the supporter see it. `active`: granted, nothing charged yet; `due`: the
 * current period is not paid (`charging` while a charge is in flight, `retryAt` after a failure); `paid`: paid for
 * the period that ends at `periodEnd`; `payment-failed`: the period's charge failed on every retry; `cancelled`:
 * revoked by either side, or past the permission's end. Times are unix seconds.
 */
export type Subscription =
  | { readonly status: 'active' }
  | {
      readonly status: 'due'
      readonly periodStart: number
      readonly failures: number
      readonly charging: boolean
      readonly retryAt: number | null
      readonly lastFailure: ChargeFailure | null
    }
  | { readonly status: 'paid'; readonly periodStart: number; readonly periodEnd: number }
  | { readonly status: 'payment-failed'; readonly periodStart: number; readonly lastFailure: ChargeFailure }
  | { readonly status: 'cancelled'; readonly reason: 'revoked' | 'ended' }

/**
 * What happened. `observed`: what the manager's views say now (`isRevoked`, `getCurrentPeriod`, or `ended` when the
 * permission is past its end); the outcomes of a charge the machine asked for.
 */
export type SubscriptionEvent =
  | {
      readonly type: 'observed'
      readonly now: number
      readonly revoked: boolean
      readonly period: { readonly start: number; readonly end: number; readonly spent: bigint } | 'ended'
    }
  | { readonly type: 'chargeSucceeded'; readonly periodStart: number; readonly periodEnd: number }
  | {
      readonly type: 'chargeFailed'
      readonly periodStart: number
      readonly at: number
      readonly failure: ChargeFailure
    }

/** Commands: charge the period; tell the creator and the supporter a charge failed (`final` once retries are over). */
export type SubscriptionEffect =
  | { readonly type: 'charge'; readonly periodStart: number }
  | {
      readonly type: 'reportFailure'
      readonly periodStart: number
      readonly failure: ChargeFailure
      readonly final: boolean
    }

/** After a failed charge, the next try is a day later, up to this many retries; then `payment-failed`. */
export const CHARGE_RETRIES = 3
export const RETRY_DELAY_SECONDS = 24 * 60 * 60

export const NEW_SUBSCRIPTION: Subscription = { status: 'active' }

function startCharging(periodStart: number): readonly [Subscription, readonly SubscriptionEffect[]] {
  return [
    { status: 'due', periodStart, failures: 0, charging: true, retryAt: null, lastFailure: null },
    [{ type: 'charge', periodStart }],
  ]
}

function observe(
  state: Subscription,
  event: Extract<SubscriptionEvent, { type: 'observed' }>,
): readonly [Subscription, readonly SubscriptionEffect[]] {
  if (event.revoked) return [{ status: 'cancelled', reason: 'revoked' }, []]
  if (event.period === 'ended') return [{ status: 'cancelled', reason: 'ended' }, []]
  const { start, end, spent } = event.period
  // A period once seen paid stays paid: a node that lags behind the one that saw the charge answers "unspent", and
  // the manager would refuse a second spend anyway, so believing it would only burn gas and report a false failure.
  if (state.status === 'paid' && state.periodStart === start) return stay(state)
  if (spent > 0n) return [{ status: 'paid', periodStart: start, periodEnd: end }, []]
  const samePeriod = (state.status === 'due' || state.status === 'payment-failed') && state.periodStart === start
  if (!samePeriod) return startCharging(start)
  if (state.status !== 'due' || state.charging || state.retryAt === null || event.now < state.retryAt)
    return stay(state)
  return [{ ...state, charging: true, retryAt: null }, [{ type: 'charge', periodStart: start }]]
}

/**
 * The subscription's pure transition: the server runs `charge` against the collector and feeds back its outcome and
 * each poll of the manager's views. A period is charged at most `1 + CHARGE_RETRIES` times, never twice at once, and
 * never once it is seen paid (by the chain or by the charge's outcome); a new period starts afresh, even after `payment-failed`; `cancelled` is final.
 */
export const subscription: Transition<Subscription, SubscriptionEvent, SubscriptionEffect> = (state, event) => {
  if (state.status === 'cancelled') return stay(state)
  switch (event.type) {
    case 'observed':
      return observe(state, event)
    case 'chargeSucceeded':
      if (state.status !== 'due' || !state.charging || state.periodStart !== event.periodStart) return stay(state)
      return [{ status: 'paid', periodStart: event.periodStart, periodEnd: event.periodEnd }, []]
    case 'chargeFailed': {
      if (state.status !== 'due' || !state.charging || state.periodStart !== event.periodStart) return stay(state)
      const failures = state.failures + 1
      const final = failures > CHARGE_RETRIES
      const report: SubscriptionEffect = {
        type: 'reportFailure',
        periodStart: state.periodStart,
        failure: event.failure,
        final,
      }
      if (final)
        return [{ status: 'payment-failed', periodStart: state.periodStart, lastFailure: event.failure }, [report]]
      const retryAt = event.at + RETRY_DELAY_SECONDS
      return [{ ...state, failures, charging: false, retryAt, lastFailure: event.failure }, [report]]
    }
    default:
      return assertNever(event)
  }
}
