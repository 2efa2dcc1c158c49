import { hashKey, type QueryKey } from '@tanstack/react-query'
import type { QueryShape } from '../ui/data/cachedQueryShapes'

type Entry = Record<string, unknown>
type RestoredQuery = { queryKey: QueryKey; queryHash: string; state: Entry }

/** A dropped entry is named by its hash in the log, cut to this length (a foreign one can be anything). */
const MAX_NAME_CHARS = 80

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function hashOf(queryKey: QueryKey): string | undefined {
  try {
    return hashKey(queryKey)
  } catch {
    return undefined // a revived bigint in a foreign key: JSON cannot hash it
  }
}

/** The query as hydrate should see it, when it is one of ours and its data has its query's shape. */
function matchingQuery(entry: unknown, shapes: Readonly<Record<string, QueryShape>>): RestoredQuery | undefined {
  if (!isEntry(entry) || !Array.isArray(entry.queryKey) || !isEntry(entry.state)) return undefined
  const { queryKey, queryHash, state } = entry as { queryKey: QueryKey; queryHash: unknown; state: Entry }
  const name = queryKey[0]
  // Own keys only: 'constructor' or 'toString' must not find Object's.
  if (typeof name !== 'string' || !Object.hasOwn(shapes, name)) return undefined
  // Only successes are persisted; a hash that is not the key's would put this data under another query.
  const hash = hashOf(queryKey)
  if (state.status !== 'success' || !Number.isFinite(state.dataUpdatedAt)) return undefined
  if (hash === undefined || queryHash !== hash) return undefined
  if (!shapes[name]!(state.data)) return undefined
  // Only what was checked: a `promise` field, say, would be resolved by hydrate into the data unchecked.
  return { queryKey, queryHash: hash, state }
}

function nameOf(entry: unknown): string {
  const hash = isEntry(entry) && typeof entry.queryHash === 'string' ? entry.queryHash : 'an entry without a key'
  return hash.length > MAX_NAME_CHARS ? `${hash.slice(0, MAX_NAME_CHARS)}…` : hash
}

/**
 * A restored data cache with only the queries that `shapes` knows and whose data has their shape, and the names of
 * the entries dropped. Anything that is not a persisted cache is returned as it is: the restore rejects it whole.
 * Never throws.
 * @example keepMatchingQueries(cache, { balance: isBalance }).dropped // ['["balance",1,"0xf39f…"]']
 */
export function keepMatchingQueries(
  restored: unknown,
  shapes: Readonly<Record<string, QueryShape>>,
): { restored: unknown; dropped: string[] } {
  if (!isEntry(restored) || !isEntry(restored.clientState) || !Array.isArray(restored.clientState.queries)) {
    return { restored, dropped: [] }
  }
  const { queries, mutations } = restored.clientState
  const kept: RestoredQuery[] = []
  const dropped: string[] = []
  for (const entry of queries) {
    const query = matchingQuery(entry, shapes)
    if (query) kept.push(query)
    else dropped.push(nameOf(entry))
  }
  // The app persists no mutations (it has none that pause): a stored one is foreign.
  if (Array.isArray(mutations)) dropped.push(...mutations.map(() => 'a mutation'))
  return { restored: { ...restored, clientState: { mutations: [], queries: kept } }, dropped }
}
