import { describe, expect, test } from 'vitest'
import { MemoryRateLimiter } from '../../../src/adapters/server/memoryRateLimiter'

describe('MemoryRateLimiter', () => {
  test('default', async () => {
    const limiter = new MemoryRateLimiter({ limit: 2, windowMs: 1_000 })
    expect([await limiter.take('a', 0), await limiter.take('a', 10), await limiter.take('a', 400)]).toEqual([0, 0, 600])
  })

  test('behavior: clients are counted apart and windows restart', async () => {
    const limiter = new MemoryRateLimiter({ limit: 1, windowMs: 1_000 })
    expect(await limiter.take('a', 0)).toBe(0)
    expect(await limiter.take('b', 0)).toBe(0)
    expect(await limiter.take('a', 999)).toBe(1)
    expect(await limiter.take('a', 1_000)).toBe(0)
  })

  test('parameters: maxClients; a full table forgets expired windows, then the fewest counted, stalest first', async () => {
    const limiter = new MemoryRateLimiter({ limit: 2, windowMs: 1_000 }, 3)
    const take = async (key: string, now: number, times = 1) => {
      const waits: number[] = []
      for (let i = 0; i < times; i++) waits.push(await limiter.take(key, now))
      return waits
    }
    expect([...(await take('a', 0)), ...(await take('b', 500, 2)), ...(await take('c', 600))]).toEqual([0, 0, 0, 0])
    // a has expired: d takes its place. Then e needs room: b started first but counted 2; c counted 1, before d.
    expect([...(await take('d', 1_000)), ...(await take('e', 1_100))]).toEqual([0, 0])
    expect(await limiter.take('b', 1_100)).toBe(400)
    expect(await take('c', 1_100, 3)).toEqual([0, 0, 1_000])
  })

  test('behavior: a flood of new keys does not reset the limit of a client it refused', async () => {
    const limiter = new MemoryRateLimiter({ limit: 2, windowMs: 1_000 }, 3)
    expect([await limiter.take('abuser', 0), await limiter.take('abuser', 0)]).toEqual([0, 0])
    expect(await limiter.take('abuser', 1)).toBe(999)
    for (let i = 0; i < 10; i++) expect(await limiter.take(`203.0.113.${i}`, 2)).toBe(0)
    expect(await limiter.take('abuser', 3)).toBe(997)
  })

  test('parameters: invalid rules throw', () => {
    expect(() => new MemoryRateLimiter({ limit: 1, windowMs: 0 })).toThrow(
      'a rate limit needs limit >= 0 and windowMs > 0',
    )
    expect(() => new MemoryRateLimiter({ limit: Number.NaN, windowMs: 1 })).toThrow(RangeError)
  })
})
