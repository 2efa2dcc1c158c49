import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { hashKey, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query'
import { keepMatchingQueries } from '../../src/app/keepMatchingQueries'
import { CACHED_QUERY_SHAPES } from '../../src/ui/data/cachedQueryShapes'
import { storedValue } from '../support/storedValue'

const SHAPES = CACHED_QUERY_SHAPES
/** Mostly `right`, sometimes `wrong`: each field of an entry is corrupted on its own, so many entries are kept. */
const mostly = <T, U>(right: fc.Arbitrary<T>, wrong: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrong })
const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 40, maxLength: 40 })
const address = hex.map((digits) => `0x${digits}`)
const decimals = fc.integer({ min: 0, max: 255 })
const balance = fc.record({ value: fc.bigInt(), decimals, symbol: fc.string(), formatted: fc.string() })
const text = fc.oneof(fc.string(), fc.constant(null))

/** A query name with data of its shape (mostly), or a name the app does not have. */
const named = fc.oneof(
  fc.tuple(fc.constant('balance'), mostly(balance, storedValue)),
  fc.tuple(fc.constantFrom('ensName', 'ensAvatar'), mostly(text, storedValue)),
  fc.tuple(fc.constant('ensAddress'), mostly(fc.oneof(address, fc.constant(null)), storedValue)),
  fc.tuple(fc.constantFrom('constructor', '__proto__', 'toString', 'other'), storedValue),
)

/** Entries like the persister's, each field possibly replaced by any stored value. */
const entry = fc
  .record({
    named,
    keyRest: mostly(
      fc.array(fc.oneof(fc.string(), fc.nat()), { maxLength: 2 }),
      fc.array(storedValue, { maxLength: 2 }),
    ),
    status: mostly(fc.constant('success'), fc.oneof(fc.constantFrom('error', 'pending'), storedValue)),
    dataUpdatedAt: mostly(fc.nat(), storedValue),
    hash: mostly(fc.constant(undefined), storedValue),
    promise: mostly(fc.constant(undefined), storedValue),
    whole: mostly(fc.constant(undefined), storedValue),
  })
  .map(({ named, keyRest, status, dataUpdatedAt, hash, promise, whole }) => {
    if (whole !== undefined) return whole
    const [name, data] = named as [string, unknown]
    const queryKey = [name, ...(keyRest as unknown[])]
    let queryHash = hash
    if (queryHash === undefined) {
      try {
        queryHash = hashKey(queryKey)
      } catch {
        queryHash = 'a bigint in the key'
      }
    }
    return {
      queryKey,
      queryHash,
      state: { data, status, dataUpdatedAt },
      ...(promise === undefined ? {} : { promise }),
    }
  })

const stored = fc.oneof(
  storedValue,
  fc.record({
    timestamp: fc.nat(),
    buster: fc.constant('v1'),
    clientState: fc.record({
      queries: fc.array(entry, { maxLength: 6 }),
      mutations: fc.array(storedValue, { maxLength: 2 }),
    }),
  }),
)

describe('keepMatchingQueries (property)', () => {
  test("behavior: any stored value in: every query kept has its query's shape and hash, every other one is named; never a throw", () => {
    fc.assert(
      fc.property(stored, (value) => {
        const { restored, dropped } = keepMatchingQueries(value, SHAPES)
        const state = (value as { clientState?: { queries?: unknown } } | null)?.clientState
        if (!Array.isArray(state?.queries)) {
          expect(restored).toBe(value)
          return
        }
        type Kept = { queryKey: unknown[]; queryHash: string; state: { data: unknown } }
        const queries = (restored as { clientState: { queries: Kept[] } }).clientState.queries
        const mutations = (state as { mutations?: unknown }).mutations
        expect(queries.length + dropped.length).toBe(
          state.queries.length + (Array.isArray(mutations) ? mutations.length : 0),
        )
        for (const query of queries) {
          const head = query.queryKey[0] as string
          expect(Object.hasOwn(SHAPES, head) && SHAPES[head]!(query.state.data)).toBe(true)
          expect(query.queryHash).toBe(hashKey(query.queryKey))
          expect(Object.keys(query).sort()).toEqual(['queryHash', 'queryKey', 'state'])
        }
      }),
      { numRuns: 1000 },
    )
  })

  test('behavior: what is kept hydrates without a throw, and every query then holds data of its shape', () => {
    fc.assert(
      fc.property(stored, (value) => {
        const { restored } = keepMatchingQueries(value, SHAPES)
        const state = (restored as { clientState?: unknown } | null)?.clientState
        if (!Array.isArray((state as { queries?: unknown } | undefined)?.queries)) return
        const client = new QueryClient()
        hydrate(client, state as DehydratedState)
        for (const query of client.getQueryCache().getAll()) {
          expect(SHAPES[query.queryKey[0] as string]!(query.state.data)).toBe(true)
        }
        client.clear()
      }),
      { numRuns: 500 },
    )
  })
})
