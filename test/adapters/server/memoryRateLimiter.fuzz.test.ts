import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MemoryRateLimiter, type RateLimit } from '../../../src/adapters/server/memoryRateLimiter'

type ModelWindow = { key: string; start: number; count: number; since: number }

/**
 * The limiter in a few lines, every step O(n): windows in the order they started, each with its count and the step
 * it got to that count. A full table forgets expired windows, then the fewest counted (the first there, on a tie).
 */
function modelLimiter({ limit, windowMs }: RateLimit, maxClients: number): (key: string, now: number) => number {
  let windows: ModelWindow[] = []
  let step = 0
  const fewer = (a: ModelWindow, b: ModelWindow) => ((b.count - a.count || b.since - a.since) < 0 ? b : a)
  return (key, now) => {
    step += 1
    let window = windows.find((w) => w.key === key)
    if (!window || now - window.start >= windowMs) {
      windows = windows.filter((w) => w.key !== key)
      while (windows[0] && now - windows[0].start >= windowMs) windows.shift()
      while (windows.length >= maxClients) windows.splice(windows.indexOf(windows.reduce(fewer)), 1)
      window = { key, start: now, count: 0, since: step }
      windows.push(window)
    }
    if (window.count >= limit) return Math.max(1, window.start + windowMs - now)
    window.count += 1
    window.since = step
    return 0
  }
}

describe('MemoryRateLimiter', () => {
  test('behavior: no client gets more than `limit` requests in any one window, and a refusal says when to retry', async () => {
    const request = fc.record({ key: fc.constantFrom('a', 'b', 'c'), dt: fc.integer({ min: 0, max: 300 }) })
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.array(request, { maxLength: 80 }),
        async (limit, windowMs, requests) => {
          const limiter = new MemoryRateLimiter({ limit, windowMs })
          const allowed = new Map<string, number[]>()
          let now = 0
          for (const { key, dt } of requests) {
            now += dt
            const wait = await limiter.take(key, now)
            if (wait === 0) allowed.set(key, [...(allowed.get(key) ?? []), now])
            else expect(wait).toBeGreaterThan(0)
            expect(wait).toBeLessThanOrEqual(windowMs)
            const recent = (allowed.get(key) ?? []).filter((t) => t > now - windowMs)
            // Fixed windows allow at most `limit` per window, hence at most 2 * limit in any sliding window.
            expect(recent.length).toBeLessThanOrEqual(2 * limit)
          }
        },
      ),
    )
  })

  test('behavior: the number of remembered clients stays bounded', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ maxLength: 4 }), { maxLength: 100 }), async (keys) => {
        const limiter = new MemoryRateLimiter({ limit: 1, windowMs: 1_000_000 }, 5)
        for (const [i, key] of keys.entries()) await limiter.take(key, i)
        expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(5)
      }),
    )
  })

  test('behavior: a full table forgets expired windows, then the one that counted the fewest (as the model)', async () => {
    const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f')
    const requests = fc.array(fc.record({ key, dt: fc.integer({ min: 0, max: 60 }) }), { maxLength: 100 })
    const rules = fc.record({ limit: fc.integer({ min: 0, max: 4 }), windowMs: fc.integer({ min: 1, max: 200 }) })
    const sizes = fc.integer({ min: 1, max: 5 })
    await fc.assert(
      fc.asyncProperty(rules, sizes, requests, async (rule, maxClients, requests) => {
        const limiter = new MemoryRateLimiter(rule, maxClients)
        const model = modelLimiter(rule, maxClients)
        let now = 0
        for (const { key, dt } of requests) {
          now += dt
          expect(await limiter.take(key, now)).toBe(model(key, now))
        }
      }),
      { numRuns: 500 },
    )
  })
})
