import { QueryClientProvider } from '@tanstack/react-query'
import { use, type ReactNode } from 'react'
import { useServices } from '../servicesContext'
import { prefetchQueryClient } from './prefetchQueryClient'

/**
 * The data cache (balances, ENS names and avatars) around the pages that read it through TanStack hooks (the
 * account views read it through the account data service instead). It loads with them, never on a disconnected visitor's first page load,
 * and suspends until the cache is restored from storage (so a returning visitor sees the cached name at once).
 * Every boundary shares the one client the services load.
 */
export function AccountDataBoundary({ children }: { children: ReactNode }) {
  const { queryClient } = useServices()
  if (!queryClient) return children
  // `use` on every render, loaded or not (loadedValues): a prefetched client is read at once, and a suspended first
  // render replays to the same hooks.
  const client = use(prefetchQueryClient(queryClient))
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
