import { describe, expect, test } from 'vitest'
import { MemoryRateLimiter } from '../../../src/adapters/server/memoryRateLimiter'

describe('MemoryRateLimiter', () => {
  test('default', () => {
    const limiter = new MemoryRateLimiter({ limit: 2, windowMs: 1_000 })
    expect([limiter.take('a', 0), limiter.take('a', 10), limiter.take('a', 400)]).toEqual([0, 0, 600])
  })

  test('behavior: clients are counted apart and windows restart', () => {
    const limiter = new MemoryRateLimiter({ limit: 1, windowMs: 1_000 })
    expect(limiter.take('a', 0)).toBe(0)
    expect(limiter.take('b', 0)).toBe(0)
    expect(limiter.take('a', 999)).toBe(1)
    expect(limiter.take('a', 1_000)).toBe(0)
  })

  test('parameters: maxClients forgets the stalest client first', () => {
    const limiter = new MemoryRateLimiter({ limit: 1, windowMs: 1_000 }, 2)
    limiter.take('a', 0)
    limiter.take('b', 1)
    limiter.take('c', 2)
    expect(limiter.take('a', 3)).toBe(0)
    expect(limiter.take('c', 3)).toBe(999)
  })

  test('parameters: invalid rules throw', () => {
    expect(() => new MemoryRateLimiter({ limit: 1, windowMs: 0 })).toThrow('a rate limit needs limit >= 0 and windowMs > 0')
    expect(() => new MemoryRateLimiter({ limit: Number.NaN, windowMs: 1 })).toThrow(RangeError)
  })
})
