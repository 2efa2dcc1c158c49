import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import type { KeyValueStore } from '../../../src/ports/keyValueStore'

/** What the contract needs from an adapter under test. */
export type StoreHarness = {
  store: KeyValueStore
  /** The backing storage, by full (namespaced) key. */
  raw: { getItem(key: string): string | null; setItem(key: string, value: string): void }
  /** Every logger.warn call. */
  warnings: unknown[][]
}

export type HarnessFactory = (options?: { namespace?: string; maxChars?: number }) => StoreHarness

/** The KeyValueStore contract; every adapter runs it through its own factory. */
export function keyValueStoreContract(name: string, create: HarnessFactory): void {
  describe(`${name} (KeyValueStore contract)`, () => {
    test('default: a missing key reads as undefined', () => {
      expect(create().store.get('nothing')).toBeUndefined()
    })

    test('behavior: set then get returns an equal copy', () => {
      const { store } = create()
      const value = { txs: [{ hash: '0x1', status: 'pending' }], n: 1 }
      expect(store.set('k', value)).toBe(true)
      const read = store.get('k') as typeof value
      expect(read).toEqual(value)
      read.n = 2
      expect(store.get('k')).toEqual(value)
    })

    test('behavior: keys are namespaced and values wrapped in a versioned envelope', () => {
      const { store, raw } = create()
      store.set('recent', ['rainbow'])
      expect(raw.getItem('creators-studio.recent')).toBe('{"v":1,"d":["rainbow"]}')
      expect(raw.getItem('recent')).toBeNull()
    })

    test('parameters: namespace', () => {
      const { store, raw } = create({ namespace: 'other' })
      store.set('k', 1)
      expect(raw.getItem('other.k')).toBe('{"v":1,"d":1}')
      expect(raw.getItem('creators-studio.k')).toBeNull()
    })

    test('behavior: remove, and set(undefined) removes', () => {
      const { store } = create()
      store.set('a', 1)
      store.remove('a')
      expect(store.get('a')).toBeUndefined()
      store.set('b', 1)
      expect(store.set('b', undefined)).toBe(true)
      expect(store.get('b')).toBeUndefined()
      expect(() => store.remove('never-set')).not.toThrow()
    })

    test('behavior: null, false and 0 are values, not absence', () => {
      const { store } = create()
      for (const value of [null, false, 0, '']) {
        store.set('v', value)
        expect(store.get('v')).toBe(value)
      }
    })

    test('behavior: a value that is not JSON-serialisable is refused, the old value kept, nothing thrown', () => {
      const { store, warnings } = create()
      store.set('k', 'old')
      const circular: Record<string, unknown> = {}
      circular.self = circular
      for (const bad of [10n, circular, () => 1, Symbol('s')]) expect(store.set('k', bad)).toBe(false)
      expect(store.get('k')).toBe('old')
      expect(warnings).toHaveLength(1)
    })

    test('parameters: maxChars; an oversized write is refused', () => {
      const { store } = create({ maxChars: 40 })
      expect(store.set('k', 'x'.repeat(10))).toBe(true)
      expect(store.set('k', 'x'.repeat(100))).toBe(false)
      expect(store.get('k')).toBe('x'.repeat(10))
    })

    test('behavior: corrupt JSON reads as undefined, is removed and logged once per key', () => {
      const { store, raw, warnings } = create()
      raw.setItem('creators-studio.k', '{not json')
      expect(store.get('k')).toBeUndefined()
      expect(raw.getItem('creators-studio.k')).toBeNull()
      raw.setItem('creators-studio.k', '{still not json')
      expect(store.get('k')).toBeUndefined()
      expect(warnings).toHaveLength(1)
      expect(String(warnings[0]?.[0])).toBe('[creators-studio] "k": dropped stored value: not valid JSON')
    })

    test('behavior: foreign values (no envelope, other version) are dropped', () => {
      const { store, raw, warnings } = create()
      const foreign = ['"plain"', '42', 'null', '[1]', '{"d":1}', '{"v":2,"d":1}', '{"v":1}', '{"v":"1","d":1}']
      foreign.forEach((value, i) => {
        raw.setItem(`creators-studio.f${i}`, value)
        expect(store.get(`f${i}`)).toBeUndefined()
        expect(raw.getItem(`creators-studio.f${i}`)).toBeNull()
      })
      expect(warnings).toHaveLength(foreign.length)
      expect(String(warnings[5]?.[0])).toBe('[creators-studio] "f5": dropped stored value: unknown schema version 2')
    })

    test('behavior: an oversized stored value is dropped', () => {
      const { store, raw, warnings } = create({ maxChars: 50 })
      raw.setItem('creators-studio.big', JSON.stringify({ v: 1, d: 'x'.repeat(100) }))
      expect(store.get('big')).toBeUndefined()
      expect(raw.getItem('creators-studio.big')).toBeNull()
      expect(String(warnings[0]?.[0])).toMatch(/over the size limit/)
    })

    test('behavior: the default size limit is 256 Ki characters', () => {
      const { store } = create()
      expect(store.set('k', 'x'.repeat(256 * 1024 - 20))).toBe(true)
      expect(store.set('k', 'x'.repeat(256 * 1024))).toBe(false)
    })

    test('behavior: subscribers hear own writes and removals by key until they unsubscribe', () => {
      const { store } = create()
      const heard: string[] = []
      const off = store.subscribe((key) => heard.push(key))
      store.set('a', 1)
      store.remove('b')
      expect(store.set('c', 10n)).toBe(false)
      off()
      store.set('d', 1)
      expect(heard).toEqual(['a', 'b'])
    })

    test('behavior: a throwing listener neither breaks the write nor the other listeners', () => {
      const { store, warnings } = create()
      const heard: string[] = []
      store.subscribe(() => {
        throw new Error('listener bug')
      })
      store.subscribe((key) => heard.push(key))
      expect(store.set('a', 1)).toBe(true)
      expect(store.get('a')).toBe(1)
      expect(heard).toEqual(['a'])
      expect(warnings).toHaveLength(1)
    })

    test('behavior: any JSON value round-trips (property)', () => {
      const { store } = create()
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 20 }), fc.jsonValue(), (key, value) => {
          expect(store.set(key, value)).toBe(true)
          expect(store.get(key)).toStrictEqual(JSON.parse(JSON.stringify(value)))
        }),
      )
    })

    test('behavior: any sequence of set/remove matches a Map model (property)', () => {
      const op = fc.oneof(
        fc.record({
          kind: fc.constant('set' as const),
          key: fc.constantFrom('a', 'b', 'c'),
          value: fc.jsonValue({ maxDepth: 2 }),
        }),
        fc.record({ kind: fc.constant('remove' as const), key: fc.constantFrom('a', 'b', 'c') }),
      )
      fc.assert(
        fc.property(fc.array(op, { maxLength: 20 }), (ops) => {
          const { store } = create()
          const model = new Map<string, unknown>()
          for (const step of ops) {
            if (step.kind === 'set') {
              store.set(step.key, step.value)
              model.set(step.key, JSON.parse(JSON.stringify(step.value)))
            } else {
              store.remove(step.key)
              model.delete(step.key)
            }
          }
          for (const key of ['a', 'b', 'c']) expect(store.get(key)).toStrictEqual(model.get(key))
        }),
      )
    })
  })
}
