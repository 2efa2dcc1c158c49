// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { Route, Switch } from 'wouter'
import type { Catalogue, LocaleState } from '../../../src/domain/i18n/localeService'
import { directionOf, type Locale } from '../../../src/domain/i18n/locales'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'
import ruMain from '../../../src/ui/i18n/locales/ru'
import ruPages from '../../../src/ui/i18n/locales/ru.pages'
import { CreatorPage } from '../../../src/ui/pages/CreatorPage'
import { NoteField } from '../../../src/ui/pages/NoteField'
import { ServicesProvider, type UiServices } from '../../../src/ui/servicesContext'
import { CREATOR, createPagesHarness, disposePages, renderAt, VISITOR } from './pagesHarness'

const de = { ...deMain, ...dePages }
const ru = { ...ruMain, ...ruPages }

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
  renderAt(
    `/creators/${CREATOR}`,
    <Switch>
      <Route path="/creators/:addressOrName">
        <CreatorPage />
      </Route>
    </Switch>,
    h.services,
  )

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
    expect(form.getByRole('alert').textContent).toBe('Gib eine Zahl wie 0.05 ein')
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
