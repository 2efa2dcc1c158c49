import type { Catalogue } from '../domain/i18n/localeService'
import type { Locale } from '../domain/i18n/locales'

// One chunk per locale (src/ui/i18n/locales/<locale>.ts), fetched when that locale is used; English has none.
const chunks = import.meta.glob<{ default: Catalogue }>('../ui/i18n/locales/*.ts')

/** Loads a locale's catalogue chunk. Rejects for a locale without one, or when the chunk cannot be fetched. */
export async function loadCatalogue(locale: Exclude<Locale, 'en'>): Promise<Catalogue> {
  const load = chunks[`../ui/i18n/locales/${locale}.ts`]
  if (!load) throw new Error(`No catalogue for locale "${locale}"`)
  return (await load()).default
}
