import { type ComponentType, use, useMemo } from 'react'
import { ServicesProvider, useServices } from '../ui/servicesContext'
import type { Catalogue } from '../domain/i18n/localeService'
import type { Locale } from '../domain/i18n/locales'
// Static: the pages' wiring module (which the container loads) is fetched beside the page's code, not after it.
import { withPageWiring } from './pageWiring'

// The pages' part of each locale's catalogue (src/ui/i18n/locales/<locale>.pages.ts): a chunk per locale.
const parts = import.meta.glob<{ default: Catalogue }>('../ui/i18n/locales/*.pages.ts')

/** Loads the pages' messages of `locale`. Rejects for a locale without them, or a chunk that cannot be fetched. */
async function loadPagesCatalogue(locale: Exclude<Locale, 'en'>): Promise<Catalogue> {
  const load = parts[`../ui/i18n/locales/${locale}.pages.ts`]
  if (!load) throw new Error(`No pages catalogue for locale "${locale}"`)
  return (await load()).default
}

/**
 * A page loaded on demand (routes.tsx), composed with what loads with it: the pages' wiring, built by the container
 * (`services.pageWiring`, src/app/pageWiring.ts), and, in a language other than English, the pages' part of the
 * catalogue. The page is drawn once both are there (it suspends meanwhile), so it never shows a mix of two languages.
 * What the services already hold (tests) is kept.
 */
export function pageRoute(Page: ComponentType): ComponentType {
  return function PageRoute() {
    const services = useServices()
    const { locale, pageWiring } = services
    // Both asked for before either is awaited: they load side by side. Each call gives the same promise.
    const messages = locale?.include?.(loadPagesCatalogue)
    const loading = pageWiring?.()
    if (messages) use(messages)
    const wiring = loading ? use(loading) : undefined
    const wired = useMemo(() => withPageWiring(services, wiring), [services, wiring])
    return (
      <ServicesProvider services={wired}>
        <Page />
      </ServicesProvider>
    )
  }
}
