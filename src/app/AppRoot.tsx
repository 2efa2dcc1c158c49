import { StrictMode, useLayoutEffect } from 'react'
import { ServicesProvider, type UiServices } from '../ui/servicesContext'
import { AppRouter } from './AppRouter'

export type AppRootProps = { services: UiServices }

/**
 * The providers around the router (and its page shell): the services. The 24 h query cache is not here: it loads
 * with the views that read it (src/ui/data/AccountDataBoundary.tsx), through `services.queryClient`.
 */
export function AppRoot({ services }: AppRootProps) {
  // The page head hid the prerendered shell's English words until this first translated paint (localePreloadPlugin).
  useLayoutEffect(() => document.documentElement.removeAttribute('data-locale-pending'), [])
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <AppRouter />
      </ServicesProvider>
    </StrictMode>
  )
}
