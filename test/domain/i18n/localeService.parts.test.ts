import { describe, expect, test } from 'vitest'
import { type Catalogue, LOCALE_STORAGE_KEY, LocaleService } from '../../../src/domain/i18n/localeService'
import type { Locale } from '../../../src/domain/i18n/locales'
import { MemoryKeyValueStore } from '../../support/memoryKeyValueStore'

function setup() {
  const store = new MemoryKeyValueStore()
  const service = new LocaleService({
    store,
    languages: () => [],
    load: async (locale) => ({ [`main.${locale}`]: locale }),
  })
  const partLoads: string[] = []
  const pages = async (locale: Exclude<Locale, 'en'>): Promise<Catalogue> => {
    partLoads.push(locale)
    return { [`pages.${locale}`]: locale }
  }
  return { store, service, pages, partLoads }
}

describe('LocaleService parts (the pages catalogue loaded with the pages)', () => {
  test('behavior: in English a part needs nothing; a later switch brings the main catalogue and the part together', async () => {
    const { service, pages, partLoads } = setup()
    await service.include(pages)
    expect(partLoads).toEqual([])
    expect(await service.use('de')).toEqual({ kind: 'applied', locale: 'de' })
    expect(service.getSnapshot().messages).toEqual({ 'main.de': 'de', 'pages.de': 'de' })
  })

  test('behavior: asked for in another language, the part is added to it; the same promise while it stands', async () => {
    const { service, pages } = setup()
    await service.use('ar')
    const done = service.include(pages)
    expect(service.include(pages)).toBe(done)
    await done
    expect(service.getSnapshot()).toMatchObject({ locale: 'ar', messages: { 'main.ar': 'ar', 'pages.ar': 'ar' } })
  })

  test('behavior: a part asked for while a language loads is in it once applied, and the choice is still kept', async () => {
    const { service, pages, store } = setup()
    const chosen = service.choose('fr')
    await service.include(pages)
    await chosen
    expect(service.getSnapshot().messages).toEqual({ 'main.fr': 'fr', 'pages.fr': 'fr' })
    expect(store.get(LOCALE_STORAGE_KEY)).toBe('fr')
  })
})
