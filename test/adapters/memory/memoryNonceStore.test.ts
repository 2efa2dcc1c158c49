import { describe, expect, test } from 'vitest'
import { MemoryNonceStore } from '../../../src/adapters/memory/memoryNonceStore'

function setup(maxEntries?: number) {
  const clock = { t: 1_000, now() { return this.t } }
  return { clock, store: new MemoryNonceStore({ clock, ...(maxEntries ? { maxEntries } : {}) }) }
}

describe('MemoryNonceStore', () => {
  test('default', async () => {
    const { store } = setup()
    await store.issue('abcdefgh12345678', 2_000)
    expect(await store.consume('abcdefgh12345678', 1_500)).toBe('ok')
  })

  test('behavior: single use, unknown and expired nonces', async () => {
    const { store } = setup()
    await store.issue('first', 2_000)
    await store.issue('second', 2_000)
    expect(await store.consume('first', 1_000)).toBe('ok')
    expect(await store.consume('first', 1_000)).toBe('used')
    expect(await store.consume('never', 1_000)).toBe('unknown')
    expect(await store.consume('second', 2_000)).toBe('expired')
    expect(await store.consume('second', 2_000)).toBe('expired')
  })

  test('parameters: maxEntries evicts the oldest first', async () => {
    const { store } = setup(3)
    for (const n of ['a', 'b', 'c', 'd']) await store.issue(n, 10_000)
    expect(store.size).toBe(3)
    expect(await store.consume('a', 1_000)).toBe('unknown')
    expect(await store.consume('d', 1_000)).toBe('ok')
  })

  test('behavior: expired entries are pruned as new nonces arrive', async () => {
    const { store, clock } = setup()
    for (let i = 0; i < 100; i++) await store.issue(`old${i}`, 2_000)
    clock.t = 2_000
    await store.issue('fresh', 3_000)
    expect(store.size).toBe(1)
  })

  test('behavior: re-issuing a nonce starts it afresh', async () => {
    const { store } = setup()
    await store.issue('again', 2_000)
    expect(await store.consume('again', 1_000)).toBe('ok')
    await store.issue('again', 3_000)
    expect(await store.consume('again', 2_500)).toBe('ok')
  })

  test('parameters: maxEntries must be a positive integer', () => {
    expect(() => new MemoryNonceStore({ maxEntries: 0 })).toThrow('maxEntries must be a positive integer')
  })
})
