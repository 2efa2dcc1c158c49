import { describe, expect, test } from 'vitest'
import { hashKey } from '@tanstack/react-query'
import { keepMatchingQueries } from '../../src/app/keepMatchingQueries'
import { CACHED_QUERY_SHAPES } from '../../src/ui/data/cachedQueryShapes'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const BALANCE = { value: 1_500_000_000_000_000_000n, decimals: 18, symbol: 'ETH', formatted: '1.5' }

/** A query as the persister writes it. */
function query(queryKey: unknown[], data: unknown, state: Record<string, unknown> = {}) {
  return {
    queryKey,
    queryHash: hashKey(queryKey),
    state: { data, status: 'success', dataUpdatedAt: 1, error: null, ...state },
  }
}

function cache(queries: unknown[], mutations: unknown[] = []) {
  return { timestamp: 1, buster: 'v1', clientState: { mutations, queries } }
}

function kept(restored: unknown): unknown[] {
  return (restored as ReturnType<typeof cache>).clientState.queries
}

describe('keepMatchingQueries', () => {
  test('default: every query of the app, its data of its shape, is kept as it is', () => {
    const queries = [
      query(['balance', 1, ADDRESS], BALANCE),
      query(['ensName', ADDRESS], 'creator.eth'),
      query(['ensAvatar', 'creator.eth'], 'https://example.com/a.png'),
      query(['ensAddress', 'creator.eth'], ADDRESS),
      query(['ensName', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'], null),
    ]
    const { restored, dropped } = keepMatchingQueries(cache(queries), CACHED_QUERY_SHAPES)
    expect(dropped).toEqual([])
    expect(restored).toEqual(cache(queries))
  })

  test("parameters: data that lost its query's shape is dropped and named; the rest is kept", () => {
    const { value: _value, ...withoutValue } = BALANCE
    const queries = [
      query(['balance', 1, ADDRESS], { ...BALANCE, decimals: '18' }),
      query(['balance', 5, ADDRESS], withoutValue),
      query(['ensName', ADDRESS], 42),
      query(['ensAddress', 'creator.eth'], '0x12'),
      query(['ensAvatar', 'creator.eth'], null),
    ]
    const { restored, dropped } = keepMatchingQueries(cache(queries), CACHED_QUERY_SHAPES)
    expect(kept(restored)).toEqual([queries[4]])
    expect(dropped).toEqual([
      `["balance",1,"${ADDRESS}"]`,
      `["balance",5,"${ADDRESS}"]`,
      `["ensName","${ADDRESS}"]`,
      '["ensAddress","creator.eth"]',
    ])
  })

  test("parameters: a query the app does not have (another version's, or a name Object has) is dropped", () => {
    const queries = [
      query(['transactions', ADDRESS], []),
      query(['constructor'], {}),
      query(['toString'], 'x'),
      query([], 1),
      query([1], 1),
    ]
    const { restored, dropped } = keepMatchingQueries(cache(queries), CACHED_QUERY_SHAPES)
    expect(kept(restored)).toEqual([])
    expect(dropped).toHaveLength(5)
  })

  test("parameters: not a success, no update time, or a hash that is not its key's (its data would go to another query)", () => {
    const queries = [
      query(['ensName', ADDRESS], 'creator.eth', { status: 'error' }),
      query(['ensName', ADDRESS], 'creator.eth', { dataUpdatedAt: '1' }),
      { ...query(['ensName', ADDRESS], 'creator.eth'), queryHash: hashKey(['balance', 1, ADDRESS]) },
      { ...query(['ensName', ADDRESS], 'creator.eth'), state: 'creator.eth' },
      null,
      'creator.eth',
    ]
    const { restored, dropped } = keepMatchingQueries(cache(queries), CACHED_QUERY_SHAPES)
    expect(kept(restored)).toEqual([])
    expect(dropped.slice(-2)).toEqual(['an entry without a key', 'an entry without a key'])
  })

  test('behavior: only the checked fields are passed on (hydrate would resolve a `promise` into the data unchecked)', () => {
    const entry = { ...query(['ensName', ADDRESS], 'creator.eth'), promise: 42, meta: { any: 1 } }
    const { restored } = keepMatchingQueries(cache([entry]), CACHED_QUERY_SHAPES)
    expect(kept(restored)).toEqual([query(['ensName', ADDRESS], 'creator.eth')])
  })

  test('behavior: stored mutations are dropped (the app persists none)', () => {
    const { restored, dropped } = keepMatchingQueries(cache([], [{ state: 1 }, null]), CACHED_QUERY_SHAPES)
    expect((restored as ReturnType<typeof cache>).clientState.mutations).toEqual([])
    expect(dropped).toEqual(['a mutation', 'a mutation'])
  })

  test('behavior: a long foreign hash is cut in the names', () => {
    const entry = query(['x'.repeat(200)], 1)
    const [name] = keepMatchingQueries(cache([entry]), CACHED_QUERY_SHAPES).dropped
    expect(name).toBe(`${entry.queryHash.slice(0, 80)}…`)
  })

  test('behavior: what is not a stored cache is returned as it is (the restore rejects and removes it whole)', () => {
    for (const value of [null, 42, 'text', [], {}, { clientState: null }, { clientState: { queries: {} } }]) {
      expect(keepMatchingQueries(value, CACHED_QUERY_SHAPES)).toEqual({ restored: value, dropped: [] })
    }
  })
})
