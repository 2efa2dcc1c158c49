import { describe, expect, test } from 'vitest'
import { MemorySessionStore } from '../../../src/adapters/memory/memorySessionStore'
import { sessionStoreContract } from './sessionStore.contract'

sessionStoreContract('MemorySessionStore', (options) => {
  const store = new MemorySessionStore(options)
  return { store, sibling: store }
})

const session = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const, chainId: 1, expiresAt: 2_000 }

function setup(maxSessions?: number) {
  const clock = {
    t: 1_000,
    now() {
      return this.t
    },
  }
  return { clock, store: new MemorySessionStore({ clock, ...(maxSessions ? { maxSessions } : {}) }) }
}

describe('MemorySessionStore', () => {
  test('default', async () => {
    const { store } = setup()
    expect(await store.create(session)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(store.size).toBe(1)
  })

  test('parameters: maxSessions bounds the size, and expired ones are pruned', async () => {
    const { store, clock } = setup(2)
    await store.create(session)
    await store.create(session)
    const c = await store.create(session)
    expect(store.size).toBe(2)
    clock.t = 5_000
    await store.create({ ...session, expiresAt: 6_000 })
    expect(store.size).toBe(1)
    expect(await store.get(c, 1_000)).toBeNull()
  })

  test('parameters: maxSessions must be a positive integer', () => {
    expect(() => new MemorySessionStore({ maxSessions: 1.5 })).toThrow('maxSessions must be a positive integer')
  })
})
