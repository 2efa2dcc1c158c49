import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MemoryRateLimiter } from '../../../src/adapters/server/memoryRateLimiter'

describe('MemoryRateLimiter', () => {
  test('behavior: no client gets more than `limit` requests in any one window, and a refusal says when to retry', () => {
    const request = fc.record({ key: fc.constantFrom('a', 'b', 'c'), dt: fc.integer({ min: 0, max: 300 }) })
    fc.assert(fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 1_000 }), fc.array(request, { maxLength: 80 }), (limit, windowMs, requests) => {
      const limiter = new MemoryRateLimiter({ limit, windowMs })
      const allowed = new Map<string, number[]>()
      let now = 0
      for (const { key, dt } of requests) {
        now += dt
        const wait = limiter.take(key, now)
        if (wait === 0) allowed.set(key, [...(allowed.get(key) ?? []), now])
        else expect(wait).toBeGreaterThan(0)
        expect(wait).toBeLessThanOrEqual(windowMs)
        const recent = (allowed.get(key) ?? []).filter((t) => t > now - windowMs)
        // Fixed windows allow at most `limit` per window, hence at most 2 * limit in any sliding window.
        expect(recent.length).toBeLessThanOrEqual(2 * limit)
      }
    }))
  })

  test('behavior: the number of remembered clients stays bounded', () => {
    fc.assert(fc.property(fc.array(fc.string({ maxLength: 4 }), { maxLength: 100 }), (keys) => {
      const limiter = new MemoryRateLimiter({ limit: 1, windowMs: 1_000_000 }, 5)
      keys.forEach((key, i) => limiter.take(key, i))
      expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(5)
    }))
  })
})
