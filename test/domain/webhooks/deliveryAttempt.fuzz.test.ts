import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  type AttemptResult,
  decideAttempt,
  MAX_CONSECUTIVE_FAILURES,
} from '../../../src/domain/webhooks/deliveryAttempt'

const schedule = [5_000, 300_000, 1_800_000]

describe('decideAttempt', () => {
  test('default: a 2xx ends the delivery and forgets the failures', () => {
    const d = decideAttempt({
      result: { kind: 'answered', status: 204 },
      attempt: 3,
      schedule,
      now: 0,
      consecutiveFailures: 7,
    })
    expect(d).toEqual({
      delivery: { status: 'succeeded' },
      endpoint: { consecutiveFailures: 0, disabled: null },
      outcome: 'succeeded',
    })
  })

  test('behavior: a 500 is retried after the schedule’s delay for that attempt', () => {
    const d = decideAttempt({
      result: { kind: 'answered', status: 500 },
      attempt: 2,
      schedule,
      now: 1000,
      consecutiveFailures: 0,
    })
    expect(d.delivery).toEqual({ status: 'pending', nextAttemptAt: 301_000 })
    expect(d.outcome).toBe('retrying')
  })

  test('behavior: Retry-After longer than the schedule is waited; shorter is not', () => {
    const answered = (retryAfterMs: number): AttemptResult => ({ kind: 'answered', status: 429, retryAfterMs })
    expect(
      decideAttempt({ result: answered(60_000), attempt: 1, schedule, now: 0, consecutiveFailures: 0 }).delivery,
    ).toEqual({
      status: 'pending',
      nextAttemptAt: 60_000,
    })
    expect(
      decideAttempt({ result: answered(1), attempt: 1, schedule, now: 0, consecutiveFailures: 0 }).delivery,
    ).toEqual({
      status: 'pending',
      nextAttemptAt: 5_000,
    })
  })

  test('behavior: 410 fails the delivery and turns the endpoint off at once', () => {
    const d = decideAttempt({
      result: { kind: 'answered', status: 410 },
      attempt: 1,
      schedule,
      now: 0,
      consecutiveFailures: 0,
    })
    expect(d).toMatchObject({ delivery: { status: 'failed' }, endpoint: { disabled: 'gone' }, outcome: 'disabled' })
  })

  test('behavior: the last scheduled retry failing fails the delivery', () => {
    const d = decideAttempt({
      result: { kind: 'unreachable', reason: 'timeout' },
      attempt: 4,
      schedule,
      now: 0,
      consecutiveFailures: 3,
    })
    expect(d).toMatchObject({ delivery: { status: 'failed' }, outcome: 'failed' })
  })

  test('behavior: the tenth failure in a row turns the endpoint off', () => {
    const d = decideAttempt({
      result: { kind: 'answered', status: 302 },
      attempt: 1,
      schedule,
      now: 0,
      consecutiveFailures: MAX_CONSECUTIVE_FAILURES - 1,
    })
    expect(d).toMatchObject({ endpoint: { consecutiveFailures: 10, disabled: 'failing' }, outcome: 'disabled' })
  })

  test('property: only a 2xx succeeds; failures count up by one; a retry is never sooner than the schedule', () => {
    const result: fc.Arbitrary<AttemptResult> = fc.oneof(
      fc.record({
        kind: fc.constant('answered' as const),
        status: fc.integer({ min: 100, max: 599 }),
        retryAfterMs: fc.option(fc.integer({ min: 0, max: 86_400_000 }), { nil: undefined }),
      }),
      fc.record({
        kind: fc.constant('unreachable' as const),
        reason: fc.constantFrom('timeout' as const, 'network' as const, 'refused-address' as const),
      }),
    )
    fc.assert(
      fc.property(
        result,
        fc.integer({ min: 1, max: 30 }),
        fc.array(fc.integer({ min: 1, max: 86_400_000 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 20 }),
        (r, attempt, sched, now, failures) => {
          const d = decideAttempt({ result: r, attempt, schedule: sched, now, consecutiveFailures: failures })
          const ok = r.kind === 'answered' && r.status >= 200 && r.status < 300
          expect(d.delivery.status === 'succeeded').toBe(ok)
          expect(d.endpoint.consecutiveFailures).toBe(ok ? 0 : failures + 1)
          if (d.delivery.status === 'pending') {
            expect(d.delivery.nextAttemptAt).toBeGreaterThanOrEqual(now + (sched[attempt - 1] ?? Number.NaN))
          }
          if (!ok && sched[attempt - 1] === undefined) expect(d.delivery.status).toBe('failed')
          if (d.endpoint.disabled !== null) expect(d.outcome).toBe('disabled')
        },
      ),
    )
  })
})
