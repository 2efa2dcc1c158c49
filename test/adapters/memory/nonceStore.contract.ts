import { describe, expect, test } from 'vitest'
import type { Clock } from '../../../src/ports/clock'
import type { NonceStore } from '../../../src/ports/nonceStore'

/**
 * Makes the adapter under test: at most `maxEntries` nonces (its default when absent), pruning by `clock`. `sibling` shares
 * its state as a second server instance would (for SQL: another connection to the same database; in memory: itself).
 */
export type NonceStoreFactory = (options: {
  maxEntries?: number
  clock: Clock
}) => Promise<NonceStorePair> | NonceStorePair

export type NonceStorePair = { store: NonceStore; sibling: NonceStore }

/** The NonceStore contract; every adapter runs it through its own factory. */
export function nonceStoreContract(name: string, create: NonceStoreFactory): void {
  async function setup(maxEntries?: number) {
    const clock = {
      t: 1_000,
      now() {
        return this.t
      },
    }
    return { clock, ...(await create({ clock, ...(maxEntries ? { maxEntries } : {}) })) }
  }

  describe(`${name} (NonceStore contract)`, () => {
    test('default: an issued nonce is consumed once', async () => {
      const { store } = await setup()
      await store.issue('abcdefgh12345678', 2_000)
      expect(await store.consume('abcdefgh12345678', 1_500)).toBe('ok')
    })

    test('behavior: single use, unknown and expired nonces', async () => {
      const { store } = await setup()
      await store.issue('first', 2_000)
      await store.issue('second', 2_000)
      expect(await store.consume('first', 1_000)).toBe('ok')
      expect(await store.consume('first', 1_000)).toBe('used')
      expect(await store.consume('never', 1_000)).toBe('unknown')
      expect(await store.consume('second', 2_000)).toBe('expired')
      expect(await store.consume('second', 2_000)).toBe('expired')
    })

    test('behavior: re-issuing a nonce starts it afresh', async () => {
      const { store } = await setup()
      await store.issue('again', 2_000)
      expect(await store.consume('again', 1_000)).toBe('ok')
      await store.issue('again', 3_000)
      expect(await store.consume('again', 2_500)).toBe('ok')
    })

    test('parameters: maxEntries; without a client, a full store evicts the oldest first', async () => {
      const { store } = await setup(3)
      for (const n of ['a', 'b', 'c', 'd']) await store.issue(n, 10_000)
      expect(await store.consume('a', 1_000)).toBe('unknown')
      for (const n of ['b', 'c', 'd']) expect(await store.consume(n, 1_000)).toBe('ok')
    })

    test('behavior: a full store forgets used nonces before unused ones; one still held answers used', async () => {
      const { store } = await setup(3)
      for (const n of ['a', 'b', 'c']) await store.issue(n, 10_000)
      expect(await store.consume('b', 1_000)).toBe('ok')
      expect(await store.consume('c', 1_000)).toBe('ok')
      await store.issue('d', 10_000)
      expect(await store.consume('c', 1_000)).toBe('used')
      expect(await store.consume('b', 1_000)).toBe('unknown')
      expect(await store.consume('a', 1_000)).toBe('ok')
      expect(await store.consume('d', 1_000)).toBe('ok')
    })

    test('behavior: a full store evicts the oldest unused nonce of the client holding the most', async () => {
      const { store } = await setup(4)
      await store.issue('visitor', 10_000, '198.51.100.7')
      for (let i = 1; i <= 10; i++) await store.issue(`flood${i}`, 10_000, '203.0.113.9')
      expect(await store.consume('visitor', 1_000)).toBe('ok')
      for (let i = 1; i <= 7; i++) expect(await store.consume(`flood${i}`, 1_000)).toBe('unknown')
      for (let i = 8; i <= 10; i++) expect(await store.consume(`flood${i}`, 1_000)).toBe('ok')
    })

    test('behavior: the client holding the most loses, not the one issuing', async () => {
      const { store } = await setup(4)
      await store.issue('a1', 10_000, 'a')
      await store.issue('a2', 10_000, 'a')
      await store.issue('b1', 10_000, 'b')
      await store.issue('c1', 10_000, 'c')
      await store.issue('b2', 10_000, 'b')
      await store.issue('c2', 10_000, 'c')
      expect(await store.consume('a1', 1_000)).toBe('unknown')
      expect(await store.consume('b1', 1_000)).toBe('unknown')
      for (const n of ['a2', 'b2', 'c1', 'c2']) expect(await store.consume(n, 1_000)).toBe('ok')
    })

    test('behavior: of 20 concurrent consumes through two instances, exactly one answers ok', async () => {
      const { store, sibling } = await setup()
      await store.issue('raced', 10_000, '203.0.113.9')
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? sibling : store).consume('raced', 1_000)),
      )
      expect(results.filter((r) => r === 'ok')).toHaveLength(1)
      expect(results.filter((r) => r === 'used')).toHaveLength(19)
    })

    test('behavior: a nonce issued through one instance is consumed once through the other', async () => {
      const { store, sibling } = await setup()
      await store.issue('shared', 2_000)
      expect(await sibling.consume('shared', 1_000)).toBe('ok')
      expect(await store.consume('shared', 1_000)).toBe('used')
      expect(await sibling.consume('shared', 1_000)).toBe('used')
    })
  })
}
