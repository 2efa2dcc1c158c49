import { describe, expect, test } from 'vitest'
import { CACHE_MS, createQueryClient, createQueryPersister } from '../../src/app/queryCache'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    length: 0,
  } as unknown as Storage & { map: Map<string, string> }
}

describe('createQueryClient', () => {
  test('default: 24 h cache, no retry, no refetch on window focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries!
    expect(CACHE_MS).toBe(86_400_000)
    expect(queries.gcTime).toBe(86_400_000)
    expect(queries.retry).toBe(false)
    expect(queries.refetchOnWindowFocus).toBe(false)
  })
})

describe('createQueryPersister', () => {
  test('behavior: a balance (bigint) survives the round trip through storage', async () => {
    const storage = memoryStorage()
    const persister = createQueryPersister(storage)
    const balance = { value: 1_234_560_000_000_000_000n, decimals: 18, symbol: 'ETH', formatted: '1.23456' }
    const client = { timestamp: 1, buster: 'v1', clientState: { mutations: [], queries: [{ queryKey: ['balance'], queryHash: 'b', state: { data: balance } }] } }
    await persister.persistClient(client as never)
    await new Promise((r) => setTimeout(r, 1100)) // the persister throttles writes
    const restored = (await persister.restoreClient()) as unknown as typeof client
    expect(restored.clientState.queries[0]!.state.data).toEqual(balance)
  })

  test('behavior: a corrupt stored cache is dropped, not thrown', async () => {
    const storage = memoryStorage()
    storage.setItem('creators-studio.query-cache', '{not json')
    const persister = createQueryPersister(storage)
    await expect(Promise.resolve().then(() => persister.restoreClient())).rejects.toThrow()
    // persistQueryClientRestore catches this and removes the client; removeClient must work on the same key:
    await persister.removeClient()
    expect(storage.map.has('creators-studio.query-cache')).toBe(false)
  })

  test('behavior: without storage nothing is persisted and nothing breaks', async () => {
    const persister = createQueryPersister(undefined)
    await persister.persistClient({ timestamp: 1, buster: '', clientState: { mutations: [], queries: [] } })
    expect(await persister.restoreClient()).toBeUndefined()
  })
})
