import { describe, expect, test } from 'vitest'
import { MemoryRateLimiter } from '../../../src/adapters/server/memoryRateLimiter'
import { rateLimiterContract } from './rateLimiter.contract'

rateLimiterContract('MemoryRateLimiter', ({ rule, maxClients }) => {
  const limiter = new MemoryRateLimiter(rule, maxClients)
  return { limiter, sibling: limiter }
})

describe('MemoryRateLimiter', () => {
  test('parameters: invalid rules throw', () => {
    expect(() => new MemoryRateLimiter({ limit: 1, windowMs: 0 })).toThrow(
      'a rate limit needs limit >= 0 and windowMs > 0',
    )
    expect(() => new MemoryRateLimiter({ limit: Number.NaN, windowMs: 1 })).toThrow(RangeError)
  })
})
