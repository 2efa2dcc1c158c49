import type { Catalogue } from '../domain/i18n/localeService'
import type { Locale } from '../domain/i18n/locales'

// Two chunks per locale, fetched when that locale is used; English has none. The first
// (src/ui/i18n/locales/<locale>.ts) has every message but the creator and studio pages', which are the second
// (<locale>.pages.ts), fetched with those pages (pageRoute.tsx).
const chunks = import.meta.glob<{ default: Catalogue }>(['../ui/i18n/locales/*.ts', '!../ui/i18n/locales/*.pages.ts'])

/** Loads a locale's catalogue chunk. Rejects for a locale without one, or when the chunk cannot be fetched. */
export async function loadCatalogue(locale: Exclude<Locale, 'en'>): Promise<Catalogue> {
  const load = chunks[`../ui/i18n/locales/${locale}.ts`]
  if (!load) throw new Error(`No catalogue for locale "${locale}"`)
  return (await load()).default
}
