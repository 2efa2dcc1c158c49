import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { SqlSessionStore } from '../../../src/adapters/sql/sqlSessionStore'
import { sessionStoreContract } from '../memory/sessionStore.contract'
import { SQL_KINDS, freshStateDatabases } from './freshStateDatabases'

const databases = freshStateDatabases()
const session = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const, chainId: 1, expiresAt: 2_000 }

for (const kind of SQL_KINDS) {
  sessionStoreContract(`SqlSessionStore (${kind})`, async (options) => {
    const [first, second] = await databases.openTwice(kind)
    return { store: new SqlSessionStore(first.db, options), sibling: new SqlSessionStore(second.db, options) }
  })

  describe(`SqlSessionStore (${kind})`, () => {
    async function setup(maxSessions?: number) {
      const clock = {
        t: 1_000,
        now() {
          return this.t
        },
      }
      const [database] = await databases.openTwice(kind)
      const store = new SqlSessionStore(database.db, { clock, ...(maxSessions ? { maxSessions } : {}) })
      const size = async () => {
        const { rows } = await sql<{ n: number }>`select count(*) as n from sessions`.execute(database.db)
        return Number(rows[0]?.n)
      }
      return { clock, store, size }
    }

    test('default: ids are 32 random bytes in base64url', async () => {
      const { store } = await setup()
      expect(await store.create(session)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    })

    test('parameters: maxSessions bounds the table, and expired ones are pruned', async () => {
      const { store, clock, size } = await setup(2)
      await store.create(session)
      await store.create(session)
      const c = await store.create(session)
      expect(await size()).toBe(2)
      clock.t = 5_000
      await store.create({ ...session, expiresAt: 6_000 })
      expect(await size()).toBe(1)
      expect(await store.get(c, 1_000)).toBeNull()
    })

    test('parameters: maxSessions must be a positive integer', () => {
      expect(() => new SqlSessionStore({} as never, { maxSessions: 1.5 })).toThrow(
        'maxSessions must be a positive integer',
      )
    })
  })
}
