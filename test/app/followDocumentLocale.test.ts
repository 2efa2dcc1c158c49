// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { followDocumentLocale } from '../../src/app/followDocumentLocale'
import { LocaleService, LOCALE_STORAGE_KEY, PSEUDO_LOCALE } from '../../src/domain/i18n/localeService'
import { MemoryKeyValueStore } from '../support/memoryKeyValueStore'

describe('followDocumentLocale', () => {
  test('behavior: <html lang dir> follow every change at once, and stop when unsubscribed', async () => {
    const store = new MemoryKeyValueStore()
    store.set(LOCALE_STORAGE_KEY, PSEUDO_LOCALE)
    const locale = new LocaleService({
      store,
      languages: () => [],
      load: async () => ({}),
      loadPseudo: async () => (t) => t,
    })
    const root = document.createElement('html')
    const stop = followDocumentLocale(locale, root)
    expect([root.lang, root.dir]).toEqual(['en', 'ltr'])
    await locale.use('fa')
    expect([root.lang, root.dir]).toEqual(['fa', 'rtl'])
    await locale.use('pt-BR')
    expect([root.lang, root.dir]).toEqual(['pt-BR', 'ltr'])
    await locale.use(locale.initial())
    expect([root.lang, root.dir]).toEqual([PSEUDO_LOCALE, 'ltr'])
    stop()
    await locale.use('he')
    expect(root.lang).toBe(PSEUDO_LOCALE)
  })
})
