import type { QueryClient } from '@tanstack/react-query'
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client'
import { StrictMode } from 'react'
import { ServicesProvider, type UiServices } from '../ui/servicesContext'
import { AppRouter } from './AppRouter'
import { CACHE_BUSTER, CACHE_MS } from './queryCache'

export type AppRootProps = { services: UiServices; queryClient: QueryClient; persister: Persister }

/** The providers around the router (and its page shell): the 24 h query cache persisted to localStorage, and the services. */
export function AppRoot({ services, queryClient, persister }: AppRootProps) {
  return (
    <StrictMode>
      <PersistQueryClientProvider client={queryClient} persistOptions={{ persister, maxAge: CACHE_MS, buster: CACHE_BUSTER }}>
        <ServicesProvider services={services}>
          <AppRouter />
        </ServicesProvider>
      </PersistQueryClientProvider>
    </StrictMode>
  )
}
