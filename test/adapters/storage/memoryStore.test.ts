import { describe, expect, test } from 'vitest'
import { MemoryStore } from '../../support/memoryStore'
import { keyValueStoreContract, type StoreHarness } from './keyValueStore.contract'

function harness(options: { namespace?: string; maxChars?: number } = {}): StoreHarness {
  const warnings: unknown[][] = []
  const store = new MemoryStore({ ...options, logger: { warn: (...args) => warnings.push(args) } })
  return {
    store,
    raw: {
      getItem: (key) => store.entries.get(key) ?? null,
      setItem: (key, value) => void store.entries.set(key, value),
    },
    warnings,
  }
}

keyValueStoreContract('MemoryStore', harness)

describe('MemoryStore', () => {
  test('parameters: entries seeds the raw map', () => {
    const store = new MemoryStore({ entries: new Map([['creators-studio.k', '{"v":1,"d":"seeded"}']]) })
    expect(store.get('k')).toBe('seeded')
  })

  test('behavior: two stores are independent', () => {
    const a = new MemoryStore()
    const b = new MemoryStore()
    a.set('k', 1)
    expect(b.get('k')).toBeUndefined()
  })
})
