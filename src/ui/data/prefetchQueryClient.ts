import type { QueryClient } from '@tanstack/react-query'

type Loader = () => Promise<QueryClient>

// Clients already loaded, by loader (kept apart from AccountDataBoundary, whose TanStack Query import loads on demand).
const loadedClients = new WeakMap<Loader, QueryClient>()

/**
 * Loads the data cache ahead of need (a wallet connecting or reconnecting), so that the render that shows the
 * account does not suspend for it: a returning visitor's cached name is in the account button's first paint.
 */
export function prefetchQueryClient(load: Loader): Promise<QueryClient> {
  return load().then((client) => {
    loadedClients.set(load, client)
    return client
  })
}

/** The client `load` gave to prefetchQueryClient, if it has. */
export function loadedQueryClient(load: Loader): QueryClient | undefined {
  return loadedClients.get(load)
}
