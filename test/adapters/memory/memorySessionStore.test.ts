import { describe, expect, test } from 'vitest'
import { MemorySessionStore } from '../../../src/adapters/memory/memorySessionStore'

const session = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const, chainId: 1, expiresAt: 2_000 }

function setup(maxSessions?: number) {
  const clock = { t: 1_000, now() { return this.t } }
  return { clock, store: new MemorySessionStore({ clock, ...(maxSessions ? { maxSessions } : {}) }) }
}

describe('MemorySessionStore', () => {
  test('default', async () => {
    const { store } = setup()
    const id = await store.create(session)
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await store.get(id, 1_500)).toEqual(session)
  })

  test('behavior: ids are unique and unguessable in form', async () => {
    const { store } = setup()
    const ids = new Set(await Promise.all(Array.from({ length: 200 }, () => store.create(session))))
    expect(ids.size).toBe(200)
  })

  test('behavior: expired, revoked and unknown sessions are null', async () => {
    const { store } = setup()
    const a = await store.create(session)
    const b = await store.create(session)
    expect(await store.get(a, 2_000)).toBeNull()
    await store.revoke(b)
    expect(await store.get(b, 1_000)).toBeNull()
    expect(await store.get('nope', 1_000)).toBeNull()
    await store.revoke('nope')
  })

  test('behavior: the stored session is a copy', async () => {
    const { store } = setup()
    const input = { ...session }
    const id = await store.create(input)
    input.chainId = 5
    const got = await store.get(id, 1_000)
    if (got) got.chainId = 10
    expect(await store.get(id, 1_000)).toEqual(session)
  })

  test('parameters: maxSessions drops the oldest first, and expired ones are pruned', async () => {
    const { store, clock } = setup(2)
    const a = await store.create(session)
    const b = await store.create(session)
    const c = await store.create(session)
    expect(store.size).toBe(2)
    expect(await store.get(a, 1_000)).toBeNull()
    expect(await store.get(b, 1_000)).not.toBeNull()
    clock.t = 5_000
    await store.create({ ...session, expiresAt: 6_000 })
    expect(store.size).toBe(1)
    expect(await store.get(c, 1_000)).toBeNull()
  })

  test('parameters: maxSessions must be a positive integer', () => {
    expect(() => new MemorySessionStore({ maxSessions: 1.5 })).toThrow('maxSessions must be a positive integer')
  })
})
