import fc from 'fast-check'
import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { SqlRateLimiter } from '../../../src/adapters/sql/sqlRateLimiter'
import { rateLimiterContract } from '../server/rateLimiter.contract'
import { countStatements } from './countStatements'
import { SQL_KINDS, freshStateDatabases } from './freshStateDatabases'

const databases = freshStateDatabases()

for (const kind of SQL_KINDS) {
  rateLimiterContract(`SqlRateLimiter (${kind})`, async ({ rule, maxClients }) => {
    const [first, second] = await databases.openTwice(kind)
    return {
      limiter: new SqlRateLimiter(first.db, { scope: 'nonce', rule, maxClients }),
      sibling: new SqlRateLimiter(second.db, { scope: 'nonce', rule, maxClients }),
    }
  })

  describe(`SqlRateLimiter (${kind})`, () => {
    test('parameters: scope; limits in one table count apart and are bounded apart', async () => {
      const [database] = await databases.openTwice(kind)
      const nonce = new SqlRateLimiter(database.db, {
        scope: 'nonce',
        rule: { limit: 1, windowMs: 1_000 },
        maxClients: 2,
      })
      const verify = new SqlRateLimiter(database.db, {
        scope: 'verify',
        rule: { limit: 2, windowMs: 500 },
        maxClients: 2,
      })
      expect([await nonce.take('a', 0), await nonce.take('a', 0)]).toEqual([0, 1_000])
      expect([await verify.take('a', 0), await verify.take('a', 0), await verify.take('a', 0)]).toEqual([0, 0, 500])
      for (const client of ['b', 'c', 'd']) await verify.take(client, 100)
      const { rows } = await sql<{ scope: string; n: number }>`
        select scope, count(*) as n from rate_windows group by scope order by scope`.execute(database.db)
      expect(rows.map((row) => [row.scope, Number(row.n)])).toEqual([
        ['nonce', 1],
        ['verify', 2],
      ])
      expect(await nonce.take('a', 999)).toBe(1)
    })

    test('behavior: concurrent requests of one client are counted together, in fewer statements than requests', async () => {
      const [database] = await databases.openTwice(kind)
      const counted = countStatements(database.db)
      const limiter = new SqlRateLimiter(counted.db, { scope: 'nonce', rule: { limit: 25, windowMs: 1_000 } })
      const waits = await Promise.all(Array.from({ length: 40 }, () => limiter.take('a', 100)))
      expect(waits.filter((wait) => wait === 0)).toHaveLength(25)
      expect(waits.slice(25)).toEqual(Array(15).fill(1_000))
      // The first request is counted alone; the 39 that came while it ran, in one more upsert (plus the window's
      // clean-up, which runs when a window starts).
      expect(counted.count()).toBeLessThan(10)
    })

    test('property: however many requests arrive at once, through two instances, exactly the limit is allowed', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 8 }),
          fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }),
          async (limit, throughSibling) => {
            const [first, second] = await databases.openTwice(kind)
            const rule = { limit, windowMs: 1_000 }
            const limiter = new SqlRateLimiter(first.db, { scope: 'nonce', rule })
            const sibling = new SqlRateLimiter(second.db, { scope: 'nonce', rule })
            const waits = await Promise.all(throughSibling.map((other) => (other ? sibling : limiter).take('a', 50)))
            expect(waits.filter((wait) => wait === 0)).toHaveLength(Math.min(limit, throughSibling.length))
            expect(waits.filter((wait) => wait !== 0).every((wait) => wait === 1_000)).toBe(true)
            await sql`delete from rate_windows`.execute(first.db)
          },
        ),
        { numRuns: 15 },
      )
    })

    test('parameters: invalid rules and sizes throw', () => {
      const db = {} as never
      expect(() => new SqlRateLimiter(db, { scope: 'x', rule: { limit: 1, windowMs: 0 } })).toThrow(
        'a rate limit needs limit >= 0 and windowMs > 0',
      )
      expect(() => new SqlRateLimiter(db, { scope: 'x', rule: { limit: 1, windowMs: 1 }, maxClients: 0 })).toThrow(
        'maxClients must be a positive integer',
      )
    })
  })
}
