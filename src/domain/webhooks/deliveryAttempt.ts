/** How one attempt ended: the receiver answered with a status, or it could not be reached in time (or at all). */
export type AttemptResult =
  | { readonly kind: 'answered'; readonly status: number; readonly retryAfterMs?: number | undefined }
  | { readonly kind: 'unreachable'; readonly reason: 'timeout' | 'network' | 'refused-address' }

/** Why an endpoint was turned off: it answered 410 Gone, or it failed too many attempts in a row. */
export type DisabledReason = 'gone' | 'failing'

/** Failed attempts in a row (over all of an endpoint's deliveries) that turn the endpoint off. */
export const MAX_CONSECUTIVE_FAILURES = 10

/** What an attempt does to its delivery and to its endpoint. */
export type AttemptDecision = {
  readonly delivery:
    | { readonly status: 'succeeded' }
    | { readonly status: 'pending'; readonly nextAttemptAt: number }
    | { readonly status: 'failed' }
  /** The endpoint's failures in a row after this attempt, and whether it is now turned off. */
  readonly endpoint: { readonly consecutiveFailures: number; readonly disabled: DisabledReason | null }
  /** The outcome counted in the metrics. */
  readonly outcome: 'succeeded' | 'retrying' | 'failed' | 'disabled'
}

/**
 * The rule of one attempt (Standard Webhooks): a 2xx ends the delivery; anything else, a timeout or a redirect
 * (never followed) is retried after the schedule's next delay (or later, when the receiver's Retry-After asks so),
 * until the schedule runs out; 410 turns the endpoint off at once; MAX_CONSECUTIVE_FAILURES failures in a row turn it
 * off (its pending deliveries wait until it is turned back on).
 * @example decideAttempt({ result: { kind: 'answered', status: 500 }, attempt: 1, schedule: [5000], now: 0, consecutiveFailures: 0 })
 */
export function decideAttempt({
  result,
  attempt,
  schedule,
  now,
  consecutiveFailures,
}: {
  result: AttemptResult
  /** This attempt's number, 1 for the first. */
  attempt: number
  schedule: readonly number[]
  now: number
  /** The endpoint's failures in a row before this attempt. */
  consecutiveFailures: number
}): AttemptDecision {
  if (result.kind === 'answered' && result.status >= 200 && result.status < 300) {
    return {
      delivery: { status: 'succeeded' },
      endpoint: { consecutiveFailures: 0, disabled: null },
      outcome: 'succeeded',
    }
  }
  const failures = consecutiveFailures + 1
  if (result.kind === 'answered' && result.status === 410) {
    return {
      delivery: { status: 'failed' },
      endpoint: { consecutiveFailures: failures, disabled: 'gone' },
      outcome: 'disabled',
    }
  }
  const disabled = failures >= MAX_CONSECUTIVE_FAILURES ? 'failing' : null
  const scheduled = schedule[attempt - 1]
  if (scheduled === undefined) {
    return {
      delivery: { status: 'failed' },
      endpoint: { consecutiveFailures: failures, disabled },
      outcome: disabled ? 'disabled' : 'failed',
    }
  }
  const asked = result.kind === 'answered' ? (result.retryAfterMs ?? 0) : 0
  return {
    delivery: { status: 'pending', nextAttemptAt: now + Math.max(scheduled, asked) },
    endpoint: { consecutiveFailures: failures, disabled },
    outcome: disabled ? 'disabled' : 'retrying',
  }
}
