import { CreatorPage } from '../ui/pages/CreatorPage'
import type { UiServices } from '../ui/servicesContext'
import { pageRoute } from './pageRoute'
import { createSupportFormWiring } from './supportFormWiring'

/**
 * `services` with the support form's wiring over its `sendTransaction` and `transactions`; as they are when they
 * already have one (tests), or cannot send.
 */
export function withSupportForm(services: UiServices): UiServices {
  const { sendTransaction, transactions, supportForm } = services
  if (supportForm || !sendTransaction || !transactions) return services
  return { ...services, supportForm: createSupportFormWiring({ send: sendTransaction, transactions }) }
}

/** The creator page (loaded on demand, see routes.tsx) with its wiring, its support form's and its messages. */
export const CreatorRoute = pageRoute(CreatorPage, withSupportForm)
