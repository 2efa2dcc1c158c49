import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MemoryRateLimiter } from '../../../src/adapters/server/memoryRateLimiter'
import { migrateStateDatabase } from '../../../src/adapters/sql/migrateStateDatabase'
import { openDatabase } from '../../../src/adapters/sql/openDatabase'
import { SqlRateLimiter } from '../../../src/adapters/sql/sqlRateLimiter'

describe('SqlRateLimiter', () => {
  // One request per millisecond at most: the SQL limiter tells equal counts apart by when they were counted (ms),
  // where the memory one keeps the exact order.
  test('behavior: answers as MemoryRateLimiter, evictions included, when requests are a millisecond apart', async () => {
    const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f')
    const requests = fc.array(fc.record({ key, dt: fc.integer({ min: 1, max: 60 }) }), { maxLength: 60 })
    const rules = fc.record({ limit: fc.integer({ min: 0, max: 4 }), windowMs: fc.integer({ min: 1, max: 200 }) })
    await fc.assert(
      fc.asyncProperty(rules, fc.integer({ min: 1, max: 5 }), requests, async (rule, maxClients, requests) => {
        const database = openDatabase({ kind: 'sqlite', file: ':memory:' })
        try {
          await migrateStateDatabase(database)
          const limiter = new SqlRateLimiter(database.db, { scope: 'fuzz', rule, maxClients })
          const model = new MemoryRateLimiter(rule, maxClients)
          let now = 0
          for (const { key, dt } of requests) {
            now += dt
            expect(await limiter.take(key, now)).toBe(await model.take(key, now))
          }
        } finally {
          await database.close()
        }
      }),
      { numRuns: 150 },
    )
  })
})
