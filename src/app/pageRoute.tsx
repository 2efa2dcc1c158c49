import { type ComponentType, use, useMemo } from 'react'
import { ServicesProvider, type UiServices, useServices } from '../ui/servicesContext'
import type { Catalogue } from '../domain/i18n/localeService'
import type { Locale } from '../domain/i18n/locales'
import { withCreatorsWiring } from './creatorsWiring'

// The pages' part of each locale's catalogue (src/ui/i18n/locales/<locale>.pages.ts): a chunk per locale.
const parts = import.meta.glob<{ default: Catalogue }>('../ui/i18n/locales/*.pages.ts')

/** Loads the pages' messages of `locale`. Rejects for a locale without them, or a chunk that cannot be fetched. */
export async function loadPagesCatalogue(locale: Exclude<Locale, 'en'>): Promise<Catalogue> {
  const load = parts[`../ui/i18n/locales/${locale}.pages.ts`]
  if (!load) throw new Error(`No pages catalogue for locale "${locale}"`)
  return (await load()).default
}

/**
 * A page loaded on demand (routes.tsx), composed with what loads with it: the creators pages' wiring
 * (creatorsWiring.ts) plus the page's own (`wire`) and, in a language other than English, the pages' part of the catalogue. The page is drawn once
 * that part is there (it suspends meanwhile), so it never shows a mix of two languages.
 */
export function pageRoute(
  Page: ComponentType,
  wire: (services: UiServices) => UiServices = (services) => services,
): ComponentType {
  return function PageRoute() {
    const services = useServices()
    const { locale } = services
    if (locale?.include) use(locale.include(loadPagesCatalogue))
    const wired = useMemo(() => wire(withCreatorsWiring(services)), [services])
    return (
      <ServicesProvider services={wired}>
        <Page />
      </ServicesProvider>
    )
  }
}
