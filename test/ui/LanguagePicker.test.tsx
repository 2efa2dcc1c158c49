// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LocaleService, LOCALE_STORAGE_KEY, type Catalogue } from '../../src/domain/i18n/localeService'
import { LOCALE_NAMES } from '../../src/domain/i18n/localeNames'
import { LOCALES } from '../../src/domain/i18n/locales'
import { Shell } from '../../src/ui/Shell'
import arMain from '../../src/ui/i18n/locales/ar'
import arPages from '../../src/ui/i18n/locales/ar.pages'
import deMain from '../../src/ui/i18n/locales/de'
import dePages from '../../src/ui/i18n/locales/de.pages'
import { MemoryKeyValueStore } from '../support/memoryKeyValueStore'
import { createPagesHarness, disposePages, renderAt } from './pages/pagesHarness'

const ar = { ...arMain, ...arPages }
const de = { ...deMain, ...dePages }

afterEach(() => {
  cleanup()
  disposePages()
})

function renderShell(load: (locale: string) => Promise<Catalogue>) {
  const store = new MemoryKeyValueStore()
  const locale = new LocaleService({ store, languages: () => [], load })
  const h = createPagesHarness({ siwe: false })
  renderAt('/', <Shell />, { ...h.services, locale })
  return { store, locale }
}

const catalogues: Record<string, Catalogue> = { de, ar }

describe('LanguagePicker', () => {
  test('default: a select labelled "Language" in the footer, every language written in its own language', async () => {
    renderShell(async (l) => catalogues[l] ?? {})
    const picker = await within(screen.getByRole('contentinfo')).findByRole('combobox', { name: 'Language' })
    const options = within(picker).getAllByRole('option') as HTMLOptionElement[]
    expect(options.map((o) => o.textContent)).toEqual(LOCALES.map((l) => LOCALE_NAMES[l]))
    expect(options.map((o) => o.lang)).toEqual([...LOCALES])
    expect((picker as HTMLSelectElement).value).toBe('en')
  })

  test('behavior: a choice translates the page at once and is kept', async () => {
    const { store, locale } = renderShell(async (l) => catalogues[l] ?? {})
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'de')
    expect(await screen.findByRole('link', { name: 'Mehr über Wallets erfahren' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy()
    expect(store.get(LOCALE_STORAGE_KEY)).toBe('de')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'ar')
    await waitFor(() => expect(locale.getSnapshot().dir).toBe('rtl'))
    expect(screen.getByRole('link', { name: 'اعرف المزيد عن المحافظ' })).toBeTruthy()
  })

  test('bad input: a language that cannot load leaves the page as it was and says so', async () => {
    const { store } = renderShell(() => Promise.reject(new Error('offline')))
    const picker = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement
    await userEvent.selectOptions(picker, 'fr')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That language could not be loaded. Check your connection and try again.',
    )
    expect(picker.value).toBe('en')
    expect(screen.getByRole('link', { name: 'Learn more about wallets' })).toBeTruthy()
    expect(store.get(LOCALE_STORAGE_KEY)).toBeUndefined()
  })
})
