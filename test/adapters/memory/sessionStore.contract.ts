import { describe, expect, test } from 'vitest'
import type { Clock } from '../../../src/ports/clock'
import type { SessionStore } from '../../../src/ports/sessionStore'

/**
 * Makes the adapter under test: at most `maxSessions` sessions (its default when absent), pruning by `clock`. `sibling` shares
 * its state as a second server instance would (for SQL: another connection to the same database; in memory: itself).
 */
export type SessionStoreFactory = (options: {
  maxSessions?: number
  clock: Clock
}) => Promise<SessionStorePair> | SessionStorePair

export type SessionStorePair = { store: SessionStore; sibling: SessionStore }

const session = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const, chainId: 1, expiresAt: 2_000 }
const long = { ...session, expiresAt: 10_000 }

/** The SessionStore contract; every adapter runs it through its own factory. */
export function sessionStoreContract(name: string, create: SessionStoreFactory): void {
  async function setup(maxSessions?: number) {
    const clock = {
      t: 1_000,
      now() {
        return this.t
      },
    }
    return { clock, ...(await create({ clock, ...(maxSessions ? { maxSessions } : {}) })) }
  }

  describe(`${name} (SessionStore contract)`, () => {
    test('default: a created session is read back under its id', async () => {
      const { store } = await setup()
      const id = await store.create(session)
      // The only ids the routes read back from a cookie (sessionCookie's isSessionId).
      expect(id).toMatch(/^[A-Za-z0-9_-]{16,128}$/)
      expect(await store.get(id, 1_500)).toEqual(session)
    })

    test('behavior: ids are unique', async () => {
      const { store } = await setup()
      const ids = new Set(await Promise.all(Array.from({ length: 200 }, () => store.create(session))))
      expect(ids.size).toBe(200)
    })

    test('behavior: expired, revoked and unknown sessions are null', async () => {
      const { store } = await setup()
      const a = await store.create(session)
      const b = await store.create(session)
      expect(await store.get(a, 2_000)).toBeNull()
      await store.revoke(b)
      expect(await store.get(b, 1_000)).toBeNull()
      expect(await store.get('nope', 1_000)).toBeNull()
      await store.revoke('nope')
    })

    test('behavior: the stored session is a copy', async () => {
      const { store } = await setup()
      const input = { ...session }
      const id = await store.create(input)
      input.chainId = 5
      const got = await store.get(id, 1_000)
      if (got) got.chainId = 10
      expect(await store.get(id, 1_000)).toEqual(session)
    })

    test('parameters: maxSessions; without a client, a full store drops the oldest first', async () => {
      const { store } = await setup(2)
      const [a, b, c] = [await store.create(long), await store.create(long), await store.create(long)]
      expect(await store.get(a, 1_000)).toBeNull()
      for (const id of [b, c]) expect(await store.get(id, 1_000)).toEqual(long)
    })

    test('behavior: a client signing in over and over in a full store logs out only its own sessions', async () => {
      const { store } = await setup(4)
      const visitor = await store.create(long, '198.51.100.7')
      const flood: string[] = []
      for (let i = 0; i < 10; i++) flood.push(await store.create(long, '203.0.113.9'))
      expect(await store.get(visitor, 1_000)).toEqual(long)
      for (const id of flood.slice(0, 7)) expect(await store.get(id, 1_000)).toBeNull()
      for (const id of flood.slice(7)) expect(await store.get(id, 1_000)).toEqual(long)
    })

    test('behavior: the client holding the most loses, not the one signing in', async () => {
      const { store } = await setup(4)
      const a1 = await store.create(long, 'a')
      const a2 = await store.create(long, 'a')
      const b1 = await store.create(long, 'b')
      const c1 = await store.create(long, 'c')
      const b2 = await store.create(long, 'b')
      const c2 = await store.create(long, 'c')
      expect(await store.get(a1, 1_000)).toBeNull()
      expect(await store.get(b1, 1_000)).toBeNull()
      for (const id of [a2, b2, c1, c2]) expect(await store.get(id, 1_000)).toEqual(long)
    })

    test('behavior: revoked and expired sessions no longer count for their client', async () => {
      const { store } = await setup(3)
      const c1 = await store.create(long, 'c')
      const revoked = await store.create(long, 'b')
      const expired = await store.create(session, 'b')
      await store.revoke(revoked)
      expect(await store.get(expired, 2_000)).toBeNull()
      const [a1, a2, c2] = [await store.create(long, 'a'), await store.create(long, 'a'), await store.create(long, 'c')]
      expect(await store.get(a1, 1_000)).toBeNull()
      for (const id of [c1, a2, c2]) expect(await store.get(id, 1_000)).toEqual(long)
    })

    test('behavior: a session created through one instance is read and revoked through the other', async () => {
      const { store, sibling } = await setup()
      const id = await store.create(long, '198.51.100.7')
      expect(await sibling.get(id, 1_000)).toEqual(long)
      await sibling.revoke(id)
      expect(await store.get(id, 1_000)).toBeNull()
      expect(await sibling.get(id, 1_000)).toBeNull()
    })
  })
}
