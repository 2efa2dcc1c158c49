// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import type { Catalogue, LocaleState } from '../../../src/domain/i18n/localeService'
import { directionOf, type Locale } from '../../../src/domain/i18n/locales'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'
import faMain from '../../../src/ui/i18n/locales/fa'
import faPages from '../../../src/ui/i18n/locales/fa.pages'
import ruMain from '../../../src/ui/i18n/locales/ru'
import ruPages from '../../../src/ui/i18n/locales/ru.pages'
import { NoteField } from '../../../src/ui/pages/NoteField'
import { MemoryCreatorsApi } from '../../support/memoryCreatorsApi'
import { ServicesProvider, type UiServices } from '../../../src/ui/servicesContext'
import { CREATOR, createPagesHarness, disposePages, VISITOR } from './pagesHarness'
import { renderCreatorAt } from './creatorPageHarness'

const de = { ...deMain, ...dePages }
const ru = { ...ruMain, ...ruPages }
const fa = { ...faMain, ...faPages }

afterEach(() => {
  cleanup()
  disposePages()
})

/** A locale service that stays on `locale` (its catalogue already loaded). */
function fixedLocale(locale: Locale, messages: Catalogue): NonNullable<UiServices['locale']> {
  const state: LocaleState = { locale, dir: directionOf(locale), messages, pseudo: undefined }
  return {
    getSnapshot: () => state,
    subscribe: () => () => {},
    choose: async () => ({ kind: 'applied', locale }),
  }
}

const renderCreatorPage = (h: ReturnType<typeof createPagesHarness>) =>
  renderCreatorAt(`/creators/${CREATOR}`, h.services)

describe('the creator page in another language', () => {
  test('default: German: the support form, its balance and an amount problem in German; the address as it is', async () => {
    const h = createPagesHarness()
    h.services.locale = fixedLocale('de', de)
    h.reader.setBalance(1, VISITOR, 2n * 10n ** 18n)
    await h.connect()
    renderCreatorPage(h)
    const form = within(screen.getByRole('region', { name: '0x70…79C8 unterstützen' }))
    const amount = await form.findByRole('textbox', { name: 'Betrag (ETH)' })
    await form.findByText('Dein Guthaben: 2 ETH')
    expect(screen.getByRole('button', { name: 'Adresse kopieren' })).toBeTruthy()
    expect(screen.getByText(/^Guthaben auf Ethereum:/)).toBeTruthy()
    await userEvent.type(amount, '1e3')
    await userEvent.click(form.getByRole('button', { name: 'Unterstützung senden' }))
    // The example is written as German writes numbers.
    expect(form.getByRole('alert').textContent).toBe('Gib eine Zahl wie 0,05 ein')
    await userEvent.clear(amount)
    await userEvent.type(amount, '5')
    await userEvent.click(form.getByRole('button', { name: 'Unterstützung senden' }))
    expect(form.getByRole('alert').textContent).toBe('Guthaben reicht nicht aus')
    expect(h.sent).toEqual([])
  })

  test('behavior: German: a wallet on an unsupported network is told so, with the action in German', async () => {
    const h = createPagesHarness({ chainId: 10 })
    h.services.locale = fixedLocale('de', de)
    await h.connect()
    renderCreatorPage(h)
    const form = within(await screen.findByRole('region', { name: '0x70…79C8 unterstützen' }))
    expect(form.getByRole('alert').textContent).toBe(
      'Falsches Netzwerk. Deine Wallet ist in einem Netzwerk, das diese Website nicht unterstützt. Wechsle zu Ethereum oder Goerli, um Unterstützung zu senden.',
    )
  })

  test('behavior: German: the sent support is named and its status told in German', async () => {
    const h = createPagesHarness()
    h.services.locale = fixedLocale('de', de)
    h.reader.setBalance(1, VISITOR, 2n * 10n ** 18n)
    await h.connect()
    renderCreatorPage(h)
    const form = within(await screen.findByRole('region', { name: '0x70…79C8 unterstützen' }))
    await userEvent.type(await form.findByRole('textbox', { name: 'Betrag (ETH)' }), '0.5')
    await userEvent.click(form.getByRole('button', { name: 'Unterstützung senden' }))
    expect(await form.findByText('Ausstehend')).toBeTruthy()
    expect(h.transactions.getTransactions(VISITOR, 1)).toMatchObject([
      { description: '0x70…79C8 mit 0.5 ETH unterstützen', status: 'pending' },
    ])
  })

  /** A catalogue message with its placeholders filled (the translators' wording, whatever it is now). */
  const filled = (messages: Catalogue, key: string, values: Record<string, string>) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), String(messages[key]))

  test.each([
    ['de', de, 'Betrag (ETH)', 'Unterstützung senden', '0,05', '0,01', '1.000', '0,05'],
    ['fa', fa, undefined, undefined, '۰٫۰۵', '۰٫۰۱', '۱٬۰۰۰', '۰٫۰۵'],
  ] as const)(
    'behavior: %s: the amount is typed as the language writes it, its hint and ambiguity told that way',
    async (locale, messages, label, send, typed, hint, ambiguous, example) => {
      // In right-to-left text a value is isolated (formatMessage).
      const isolate = (text: string) => (directionOf(locale) === 'rtl' ? `\u2068${text}\u2069` : text)
      const h = createPagesHarness()
      h.services.locale = fixedLocale(locale, messages)
      h.reader.setBalance(1, VISITOR, 2n * 10n ** 18n)
      await h.connect()
      renderCreatorPage(h)
      const amount = await screen.findByRole('textbox', {
        name: label ?? filled(messages, 'creators.amount.label', { symbol: isolate('ETH') }),
      })
      const button = screen.getByRole('button', { name: send ?? String(messages['creators.support.send']) })
      expect(amount.getAttribute('placeholder')).toBe(hint)
      await userEvent.type(amount, ambiguous)
      await userEvent.click(button)
      expect(screen.getByRole('alert').textContent).toBe(
        filled(messages, 'creators.amount.ambiguous', { example: isolate(example) }),
      )
      expect(h.sent).toEqual([])
      await userEvent.clear(amount)
      await userEvent.type(amount, typed)
      await userEvent.click(button)
      await waitFor(() => expect(h.sent).toMatchObject([{ value: 5n * 10n ** 16n, chainId: 1 }]))
      // The address keeps the amount as a plain ASCII decimal.
      expect(screen.getByTestId('location').textContent).toBe(`/creators/${CREATOR}?amount=0.05`)
    },
  )

  test('behavior: German: the suggested amounts are written as German writes them, and fill the field that way', async () => {
    const h = createPagesHarness()
    h.services.locale = fixedLocale('de', de)
    h.reader.setBalance(1, VISITOR, 2n * 10n ** 18n)
    const api = new MemoryCreatorsApi()
    h.services.creatorsApi = async () => api
    api.setProfile(CREATOR, {
      displayName: 'Ada',
      bio: '',
      links: [],
      accentColor: '#aa3300',
      suggestedAmounts: { ETH: ['0.01', '0.05'] },
      thankYou: '',
    })
    await h.connect()
    renderCreatorPage(h)
    const choices = within(await screen.findByRole('group', { name: String(de['creators.amount.suggested']) }))
    expect(choices.getAllByRole('button').map((b) => b.textContent)).toEqual(['0,01 ETH', '0,05 ETH'])
    await userEvent.click(choices.getByRole('button', { name: '0,05 ETH' }))
    expect((screen.getByRole('textbox', { name: 'Betrag (ETH)' }) as HTMLInputElement).value).toBe('0,05')
    expect(choices.getByRole('button', { name: '0,05 ETH' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByTestId('location').textContent).toBe(`/creators/${CREATOR}?amount=0.05`)
    await userEvent.click(screen.getByRole('button', { name: 'Unterstützung senden' }))
    await waitFor(() => expect(h.sent).toMatchObject([{ value: 5n * 10n ** 16n }]))
  })

  test("behavior: German: a support link's amount is shown as German writes it, and sent as it was", async () => {
    const h = createPagesHarness()
    h.services.locale = fixedLocale('de', de)
    h.reader.setBalance(1, VISITOR, 2n * 10n ** 18n)
    await h.connect()
    renderCreatorAt(`/creators/${CREATOR}?amount=0.25`, h.services)
    const amount = await screen.findByRole('textbox', { name: 'Betrag (ETH)' })
    expect((amount as HTMLInputElement).value).toBe('0,25')
    await userEvent.click(screen.getByRole('button', { name: 'Unterstützung senden' }))
    await waitFor(() => expect(h.sent).toMatchObject([{ value: 25n * 10n ** 16n }]))
    expect(screen.getByTestId('location').textContent).toBe(`/creators/${CREATOR}?amount=0.25`)
  })

  const catalogues: Partial<Record<Locale, Catalogue>> = { ru }

  test.each([
    ['en', 'a', '1/140 characters.'],
    ['en', 'abcdefgh', '8/140 characters.'],
    ['ru', 'a', '1 символ из 140.'],
    ['ru', 'abc', '3 символа из 140.'],
    ['ru', 'abcdefgh', '8 символов из 140.'],
    ['ru', 'a'.repeat(21), '21 символ из 140.'],
  ] as const)('behavior: the note counter in %s for %j agrees with the count', (locale, note, expected) => {
    const { services } = createPagesHarness()
    const messages = catalogues[locale]
    if (messages) services.locale = fixedLocale(locale, messages)
    render(
      <ServicesProvider services={services}>
        <NoteField value={note} error={null} busy={false} onChange={() => {}} />
      </ServicesProvider>,
    )
    expect(
      screen.getByText((_, element) => element?.tagName === 'P' && !!element.textContent?.startsWith(expected)),
    ).toBeTruthy()
  })
})
