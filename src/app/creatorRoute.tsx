import { useMemo } from 'react'
import { CreatorPage } from '../ui/pages/CreatorPage'
import { ServicesProvider, type UiServices, useServices } from '../ui/servicesContext'
import { createSupportFormWiring } from './supportFormWiring'

/**
 * The creator page (loaded on demand, see routes.tsx) with the wiring of its support form: composed here so that the
 * wiring's code loads with the page, not with the first page load.
 */
export function CreatorRoute() {
  const services = useServices()
  const withForm = useMemo(() => withSupportForm(services), [services])
  return (
    <ServicesProvider services={withForm}>
      <CreatorPage />
    </ServicesProvider>
  )
}

/**
 * `services` with the support form's wiring over its `sendTransaction` and `transactions`; as they are when they
 * already have one (tests), or cannot send.
 */
export function withSupportForm(services: UiServices): UiServices {
  const { sendTransaction, transactions, supportForm } = services
  if (supportForm || !sendTransaction || !transactions) return services
  return { ...services, supportForm: createSupportFormWiring({ send: sendTransaction, transactions }) }
}
