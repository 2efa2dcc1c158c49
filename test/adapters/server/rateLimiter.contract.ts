import { describe, expect, test } from 'vitest'
import type { RateLimit, RateLimiter } from '../../../src/ports/rateLimiter'

/**
 * Makes the adapter under test for `rule`, remembering at most `maxClients` windows (its default when absent).
 * `sibling` shares its counts as a second server instance would (for SQL: another connection; in memory: itself).
 */
export type RateLimiterFactory = (options: {
  rule: RateLimit
  maxClients?: number
}) => Promise<RateLimiterPair> | RateLimiterPair

export type RateLimiterPair = { limiter: RateLimiter; sibling: RateLimiter }

/** The RateLimiter contract; every adapter runs it through its own factory. */
export function rateLimiterContract(name: string, create: RateLimiterFactory): void {
  async function setup(rule: RateLimit, maxClients?: number) {
    const pair = await create({ rule, ...(maxClients ? { maxClients } : {}) })
    const takeSeq = async (key: string, now: number, times = 1) => {
      const waits: number[] = []
      for (let i = 0; i < times; i++) waits.push(await pair.limiter.take(key, now))
      return waits
    }
    return { ...pair, takeSeq }
  }

  describe(`${name} (RateLimiter contract)`, () => {
    test('default', async () => {
      const { takeSeq } = await setup({ limit: 2, windowMs: 1_000 })
      expect([...(await takeSeq('a', 0)), ...(await takeSeq('a', 10)), ...(await takeSeq('a', 400))]).toEqual([
        0, 0, 600,
      ])
    })

    test('behavior: clients are counted apart and windows restart', async () => {
      const { limiter } = await setup({ limit: 1, windowMs: 1_000 })
      expect(await limiter.take('a', 0)).toBe(0)
      expect(await limiter.take('b', 0)).toBe(0)
      expect(await limiter.take('a', 999)).toBe(1)
      expect(await limiter.take('a', 1_000)).toBe(0)
    })

    test('parameters: limit 0 refuses every request for a whole window', async () => {
      const { limiter } = await setup({ limit: 0, windowMs: 1_000 })
      expect(await limiter.take('a', 0)).toBe(1_000)
      expect(await limiter.take('a', 250)).toBe(750)
    })

    test('parameters: maxClients; a full table forgets expired windows, then the fewest counted, stalest first', async () => {
      const { limiter, takeSeq } = await setup({ limit: 2, windowMs: 1_000 }, 3)
      expect([...(await takeSeq('a', 0)), ...(await takeSeq('b', 500, 2)), ...(await takeSeq('c', 600))]).toEqual([
        0, 0, 0, 0,
      ])
      // a has expired: d takes its place. Then e needs room: b started first but counted 2; c counted 1, before d.
      expect([...(await takeSeq('d', 1_000)), ...(await takeSeq('e', 1_100))]).toEqual([0, 0])
      expect(await limiter.take('b', 1_100)).toBe(400)
      expect(await takeSeq('c', 1_100, 3)).toEqual([0, 0, 1_000])
    })

    test('behavior: a flood of new keys does not reset the limit of a client it refused', async () => {
      const { limiter } = await setup({ limit: 2, windowMs: 1_000 }, 3)
      expect([await limiter.take('abuser', 0), await limiter.take('abuser', 0)]).toEqual([0, 0])
      expect(await limiter.take('abuser', 1)).toBe(999)
      for (let i = 0; i < 10; i++) expect(await limiter.take(`203.0.113.${i}`, 2)).toBe(0)
      expect(await limiter.take('abuser', 3)).toBe(997)
    })

    test('behavior: requests counted through two instances add up, even concurrently', async () => {
      const { limiter, sibling } = await setup({ limit: 5, windowMs: 1_000 })
      const waits = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? sibling : limiter).take('a', 100)))
      expect(waits.filter((w) => w === 0)).toHaveLength(5)
      expect(waits.filter((w) => w === 1_000)).toHaveLength(7)
      expect(await sibling.take('a', 1_100)).toBe(0)
    })
  })
}
