import { describe, expect, test } from 'vitest'
import { MemoryNonceStore } from '../../../src/adapters/memory/memoryNonceStore'
import { nonceStoreContract } from './nonceStore.contract'

nonceStoreContract('MemoryNonceStore', (options) => {
  const store = new MemoryNonceStore(options)
  return { store, sibling: store }
})

function setup(maxEntries?: number) {
  const clock = {
    t: 1_000,
    now() {
      return this.t
    },
  }
  return { clock, store: new MemoryNonceStore({ clock, ...(maxEntries ? { maxEntries } : {}) }) }
}

describe('MemoryNonceStore', () => {
  test('default', async () => {
    const { store } = setup()
    await store.issue('abcdefgh12345678', 2_000)
    expect(store.size).toBe(1)
  })

  test('parameters: maxEntries bounds the size', async () => {
    const { store } = setup(3)
    for (const n of ['a', 'b', 'c', 'd']) await store.issue(n, 10_000)
    expect(store.size).toBe(3)
  })

  test('behavior: expired entries are pruned as new nonces arrive', async () => {
    const { store, clock } = setup()
    for (let i = 0; i < 100; i++) await store.issue(`old${i}`, 2_000)
    clock.t = 2_000
    await store.issue('fresh', 3_000)
    expect(store.size).toBe(1)
  })

  test('parameters: maxEntries must be a positive integer', () => {
    expect(() => new MemoryNonceStore({ maxEntries: 0 })).toThrow('maxEntries must be a positive integer')
  })
})
