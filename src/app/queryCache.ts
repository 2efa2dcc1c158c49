import { defaultShouldDehydrateQuery, type Query, QueryClient } from '@tanstack/react-query'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client'
import { CACHED_QUERY_SHAPES } from '../ui/data/cachedQueryShapes'
import { keepMatchingQueries } from './keepMatchingQueries'

/** product rules: "Data cache": the data cache lives 24 hours (86400000 ms). */
export const CACHE_MS = 86_400_000
/** Bump when the shape of cached data changes: an older cache is then dropped, not misread. */
export const CACHE_BUSTER = 'v1'
const CACHE_KEY = 'creators-studio.query-cache'

/** Where a restore reports what it dropped (console by default; tests pass a recording logger). */
export type CacheLogger = { warn(...args: unknown[]): void }

/** product rules: "Data cache": 24 h cache, no retry, no refetch on window focus. */
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

/**
 * A stored cache as it may be restored: an entry whose data has lost its query's shape (`"decimals": "18"`, a missing
 * amount) is dropped, so read again, and said once; the views then never draw data their query cannot give.
 */
function restorable(stored: unknown, logger: CacheLogger): PersistedClient {
  const { restored, dropped } = keepMatchingQueries(stored, CACHED_QUERY_SHAPES)
  if (dropped.length > 0) {
    const what = `${dropped.length} cached ${dropped.length === 1 ? 'query' : 'queries'}`
    logger.warn(`[${CACHE_KEY}] dropped ${what} that did not have the expected shape: ${dropped.join(', ')}`)
  }
  return restored as PersistedClient
}

/** The persister of the query cache in localStorage (absent storage: nothing is persisted, nothing breaks). */
export function createQueryPersister(storage: Storage | undefined, logger: CacheLogger = console): Persister {
  return createSyncStoragePersister({
    storage,
    key: CACHE_KEY,
    throttleTime: 1000,
    serialize: (client) => JSON.stringify(client, replacer),
    deserialize: (text) => restorable(JSON.parse(text, reviver), logger),
  })
}

/**
 * Only queries of a shape the restore knows are written to storage: the others (a creator's profile and supporters,
 * which change while the page is open) would be dropped and warned about at every restore, and are read afresh anyway.
 */
function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const kind = query.queryKey[0]
  return (
    typeof kind === 'string' && Object.hasOwn(CACHED_QUERY_SHAPES, kind) && defaultShouldDehydrateQuery(query as Query)
  )
}

/**
 * The app's one query client, restored from `storage` (a cache older than 24 h or of another buster is dropped, and
 * so is an entry that lost its query's shape) and persisted there from then on. Loaded on demand (src/app/container.ts), so none of this is in the first page load.
 */
export async function createPersistedQueryClient(
  storage: Storage | undefined,
  logger: CacheLogger = console,
): Promise<QueryClient> {
  const queryClient = createQueryClient()
  const persister = createQueryPersister(storage, logger)
  const options: PersistQueryClientOptions = {
    queryClient,
    persister,
    maxAge: CACHE_MS,
    buster: CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery },
  }
  // A corrupt stored cache is removed by the restore, which then rejects: start empty and persist from here on.
  await persistQueryClientRestore(options).catch(() => undefined)
  persistQueryClientSubscribe(options)
  return queryClient
}
