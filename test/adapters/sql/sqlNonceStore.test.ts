import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { SqlNonceStore } from '../../../src/adapters/sql/sqlNonceStore'
import { nonceStoreContract } from '../memory/nonceStore.contract'
import { countStatements } from './countStatements'
import { SQL_KINDS, freshStateDatabases } from './freshStateDatabases'

const databases = freshStateDatabases()

for (const kind of SQL_KINDS) {
  nonceStoreContract(`SqlNonceStore (${kind})`, async (options) => {
    const [first, second] = await databases.openTwice(kind)
    return { store: new SqlNonceStore(first.db, options), sibling: new SqlNonceStore(second.db, options) }
  })

  describe(`SqlNonceStore (${kind})`, () => {
    async function setup(maxEntries?: number) {
      const clock = {
        t: 1_000,
        now() {
          return this.t
        },
      }
      const [database] = await databases.openTwice(kind)
      const store = new SqlNonceStore(database.db, { clock, ...(maxEntries ? { maxEntries } : {}) })
      const size = async () => {
        const { rows } = await sql<{ n: number }>`select count(*) as n from nonces`.execute(database.db)
        return Number(rows[0]?.n)
      }
      return { clock, store, size }
    }

    test('behavior: nonces issued at once are written together, in fewer statements, and each is usable once', async () => {
      const [database, other] = await databases.openTwice(kind)
      const counted = countStatements(database.db)
      const store = new SqlNonceStore(counted.db)
      const nonces = Array.from({ length: 50 }, (_, i) => `batch${i}`)
      await Promise.all(nonces.map((nonce, i) => store.issue(nonce, 10_000, `client${i % 3}`)))
      // One insert for the first, then batches of at most 32 for the rest (and one upkeep: prune and size).
      expect(counted.count()).toBeLessThan(10)
      const sibling = new SqlNonceStore(other.db)
      const first = await Promise.all(nonces.map((nonce) => sibling.consume(nonce, 5_000)))
      expect(new Set(first)).toEqual(new Set(['ok']))
      expect(await Promise.all(nonces.map((nonce) => store.consume(nonce, 5_000)))).toEqual(nonces.map(() => 'used'))
    })

    test('behavior: a nonce issued twice in one batch is one row; the later issue wins', async () => {
      const { store, size } = await setup()
      await Promise.all([store.issue('first', 10_000), store.issue('twice', 2_000), store.issue('twice', 9_000)])
      expect(await size()).toBe(2)
      expect(await store.consume('twice', 5_000)).toBe('ok')
    })

    test('parameters: maxEntries bounds the table', async () => {
      const { store, size } = await setup(3)
      for (const n of ['a', 'b', 'c', 'd', 'e']) await store.issue(n, 10_000, n === 'e' ? 'other' : 'one')
      expect(await size()).toBe(3)
    })

    test('behavior: expired rows are pruned as new nonces arrive', async () => {
      const { store, clock, size } = await setup()
      for (let i = 0; i < 20; i++) await store.issue(`old${i}`, 2_000, `client${i % 3}`)
      await store.consume('old0', 1_500)
      clock.t = 2_000
      await store.issue('fresh', 3_000)
      expect(await size()).toBe(1)
    })

    test('behavior: with a large cap a flood keeps the table within 1 % over it, and the visitor keeps its nonce', async () => {
      const { store, size } = await setup(1_000)
      await store.issue('visitor', 10_000, '198.51.100.7')
      let largest = 0
      for (let i = 0; i < 1_300; i++) {
        await store.issue(`flood${i}`, 10_000, '203.0.113.9')
        if (i % 50 === 0) largest = Math.max(largest, await size())
      }
      largest = Math.max(largest, await size())
      expect(largest).toBeGreaterThan(900)
      expect(largest).toBeLessThanOrEqual(1_010)
      expect(await store.consume('visitor', 1_500)).toBe('ok')
    })

    test('parameters: maxEntries must be a positive integer', async () => {
      const { store } = await setup()
      expect(store).toBeInstanceOf(SqlNonceStore)
      expect(() => new SqlNonceStore({} as never, { maxEntries: 0 })).toThrow('maxEntries must be a positive integer')
    })
  })
}
