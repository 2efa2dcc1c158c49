import { QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistQueryClientOptions, type Persister } from '@tanstack/react-query-persist-client'

/** SPEC 9: the data cache lives 24 hours (86400000 ms). */
export const CACHE_MS = 86_400_000
/** Bump when the shape of cached data changes: an older cache is then dropped, not misread. */
export const CACHE_BUSTER = 'v1'
const CACHE_KEY = 'creators-studio.query-cache'

/** SPEC 9: 24 h cache, no retry, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: CACHE_MS, retry: false, refetchOnWindowFocus: false },
    },
  })
}

// Balances are bigints, which JSON cannot hold: they are written as {"$bigint": "..."} and read back.
function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? { $bigint: value.toString() } : value
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && '$bigint' in value) {
    const text = (value as { $bigint: unknown }).$bigint
    if (typeof text === 'string' && /^-?\d+$/.test(text)) return BigInt(text)
  }
  return value
}

/** The persister of the query cache in localStorage (absent storage: nothing is persisted, nothing breaks). */
export function createQueryPersister(storage: Storage | undefined): Persister {
  return createSyncStoragePersister({
    storage,
    key: CACHE_KEY,
    throttleTime: 1000,
    serialize: (client) => JSON.stringify(client, replacer),
    deserialize: (text) => JSON.parse(text, reviver),
  })
}

/**
 * The app's one query client, restored from `storage` (a cache older than 24 h or of another buster is dropped) and
 * persisted there from then on. Loaded on demand (src/app/container.ts), so none of this is in the first page load.
 */
export async function createPersistedQueryClient(storage: Storage | undefined): Promise<QueryClient> {
  const queryClient = createQueryClient()
  const options: PersistQueryClientOptions = { queryClient, persister: createQueryPersister(storage), maxAge: CACHE_MS, buster: CACHE_BUSTER }
  // A corrupt stored cache is removed by the restore, which then rejects: start empty and persist from here on.
  await persistQueryClientRestore(options).catch(() => undefined)
  persistQueryClientSubscribe(options)
  return queryClient
}
