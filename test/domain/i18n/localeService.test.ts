import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  LocaleService,
  LOCALE_STORAGE_KEY,
  PSEUDO_LOCALE,
  type Catalogue,
} from '../../../src/domain/i18n/localeService'
import { LOCALES, type Locale } from '../../../src/domain/i18n/locales'
import { MemoryKeyValueStore } from '../../support/memoryKeyValueStore'

type Deferred = { resolve(c: Catalogue): void; reject(e: unknown): void }

function setup(options: { languages?: readonly unknown[]; pseudo?: boolean } = {}) {
  const store = new MemoryKeyValueStore()
  const pending = new Map<string, Deferred>()
  const loads: string[] = []
  const service = new LocaleService({
    store,
    languages: () => options.languages ?? [],
    load: (locale) =>
      new Promise<Catalogue>((resolve, reject) => {
        loads.push(locale)
        pending.set(locale, { resolve, reject })
      }),
    loadPseudo: options.pseudo ? async () => (template) => `[${template}]` : undefined,
  })
  return { store, service, pending, loads }
}

describe('LocaleService', () => {
  test('default: English with no catalogue, left to right, until told otherwise', () => {
    const { service } = setup({ languages: ['de'] })
    expect(service.getSnapshot()).toEqual({ locale: 'en', dir: 'ltr', messages: undefined, pseudo: undefined })
  })

  test('default: the first visit takes the best match of the browser languages; English when none is spoken', () => {
    expect(setup({ languages: ['sw', 'fr-CA'] }).service.initial()).toBe('fr')
    expect(setup({ languages: ['sw'] }).service.initial()).toBe('en')
    expect(setup({ languages: [] }).service.initial()).toBe('en')
  })

  test('behavior: a stored choice wins over the browser languages', () => {
    const { service, store } = setup({ languages: ['fr'] })
    store.set(LOCALE_STORAGE_KEY, 'he')
    expect(service.initial()).toBe('he')
  })

  test('bad input: a corrupt or unknown stored value is ignored (property)', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string(), fc.integer(), fc.constant(null), fc.object())
          .filter((v) => !LOCALES.includes(v as Locale)),
        (stored) => {
          const { service, store } = setup({ languages: ['ja'] })
          store.plant(LOCALE_STORAGE_KEY, stored)
          expect(service.initial()).toBe('ja')
        },
      ),
    )
  })

  test('behavior: the switch happens once the catalogue is in, with the locale’s direction', async () => {
    const { service, pending } = setup()
    const switching = service.use('ar')
    expect(service.getSnapshot().locale).toBe('en')
    pending.get('ar')?.resolve({ 'shell.nav.studio': 'الاستوديو' })
    expect(await switching).toEqual({ kind: 'applied', locale: 'ar' })
    expect(service.getSnapshot()).toEqual({
      locale: 'ar',
      dir: 'rtl',
      messages: { 'shell.nav.studio': 'الاستوديو' },
      pseudo: undefined,
    })
  })

  test('behavior: a catalogue that cannot load leaves the language as it was and says so', async () => {
    const { service, pending, store } = setup()
    const choosing = service.choose('de')
    const failure = new Error('chunk failed')
    pending.get('de')?.reject(failure)
    expect(await choosing).toEqual({ kind: 'failed', error: failure })
    expect(service.getSnapshot().locale).toBe('en')
    expect(store.get(LOCALE_STORAGE_KEY)).toBeUndefined()
  })

  test('behavior: the last choice wins even when an earlier catalogue arrives later', async () => {
    const { service, pending } = setup()
    const first = service.choose('de')
    const second = service.choose('fr')
    pending.get('fr')?.resolve({})
    pending.get('de')?.resolve({})
    expect(await second).toEqual({ kind: 'applied', locale: 'fr' })
    expect(await first).toEqual({ kind: 'superseded' })
    expect(service.getSnapshot().locale).toBe('fr')
  })

  test('behavior: a choice is kept for the next visit; a detected language is not', async () => {
    const { service, pending, store } = setup({ languages: ['it'] })
    const detected = service.use(service.initial())
    pending.get('it')?.resolve({})
    await detected
    expect(store.get(LOCALE_STORAGE_KEY)).toBeUndefined()
    expect(await service.choose('en')).toEqual({ kind: 'applied', locale: 'en' })
    expect(store.get(LOCALE_STORAGE_KEY)).toBe('en')
  })

  test('behavior: the pseudo-locale only where the build has it', async () => {
    const without = setup({ languages: ['de'] })
    without.store.set(LOCALE_STORAGE_KEY, PSEUDO_LOCALE)
    expect(without.service.initial()).toBe('de')
    expect((await without.service.use(PSEUDO_LOCALE)).kind).toBe('failed')

    const withPseudo = setup({ pseudo: true })
    withPseudo.store.set(LOCALE_STORAGE_KEY, PSEUDO_LOCALE)
    expect(withPseudo.service.initial()).toBe(PSEUDO_LOCALE)
    expect(await withPseudo.service.use(PSEUDO_LOCALE)).toEqual({ kind: 'applied', locale: 'en' })
    expect(withPseudo.service.getSnapshot().pseudo?.('Hi')).toBe('[Hi]')
  })

  test('behavior: a choice made in another tab is followed; junk written there is not', async () => {
    const { service, pending, store } = setup()
    const stop = service.followOtherTabs()
    store.changeFromOtherTab(LOCALE_STORAGE_KEY, 'ko')
    pending.get('ko')?.resolve({})
    await Promise.resolve()
    await Promise.resolve()
    expect(service.getSnapshot().locale).toBe('ko')
    store.changeFromOtherTab(LOCALE_STORAGE_KEY, 'xx')
    store.changeFromOtherTab('other-key', 'de')
    expect(service.getSnapshot().locale).toBe('ko')
    stop()
    store.changeFromOtherTab(LOCALE_STORAGE_KEY, 'de')
    expect(pending.has('de')).toBe(false)
  })
})
