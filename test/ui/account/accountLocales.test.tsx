// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import type { LocaleState } from '../../../src/domain/i18n/localeService'
import type { Hash } from '../../../src/domain/shared/hex'
import { AccountModal } from '../../../src/ui/account/AccountModal'
import { ChainModal } from '../../../src/ui/chain/ChainModal'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'
import arMain from '../../../src/ui/i18n/locales/ar'
import arPages from '../../../src/ui/i18n/locales/ar.pages'
import { WrongNetwork } from '../../../src/ui/pages/WrongNetwork'
import type { UiServices } from '../../../src/ui/servicesContext'
import { ADDRESS, connectedServices, disposeServices, renderWithServices } from '../support/modalHarness'

const de = { ...deMain, ...dePages }
const ar = { ...arMain, ...arPages }

afterEach(() => {
  cleanup()
  disposeServices()
})

const GERMAN: LocaleState = { locale: 'de', dir: 'ltr', messages: de, pseudo: undefined }
const ARABIC: LocaleState = { locale: 'ar', dir: 'rtl', messages: ar, pseudo: undefined }

function inLocale(services: UiServices, state: LocaleState): UiServices {
  return {
    ...services,
    locale: {
      getSnapshot: () => state,
      subscribe: () => () => {},
      choose: async () => ({ kind: 'superseded' as const }),
    },
  }
}

const hash = (n: number): Hash => `0x${n.toString(16).padStart(64, '0')}`

describe('account area in another language', () => {
  test('the account modal speaks German: actions, recent transactions, empty state, explorer link', async () => {
    const { services } = await connectedServices()
    renderWithServices(<AccountModal open onClose={() => {}} />, inLocale(services, GERMAN))
    const dialog = screen.getByRole('dialog', { name: '0xf3…2266' })
    expect(within(dialog).getByRole('button', { name: 'Adresse kopieren' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Trennen' })).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'Letzte Transaktionen' })).toBeTruthy()
    expect(within(dialog).getByText('Deine Transaktionen erscheinen hier …')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Mehr im Block-Explorer ansehen' })).toBeTruthy()
    expect(within(dialog).queryByText('Copy Address')).toBeNull()
  })

  test('a transaction row says its status in German, next to "Alle löschen"', async () => {
    const { services, transactions } = await connectedServices()
    transactions.add(ADDRESS, 1, { hash: hash(1), description: 'Mint #1' })
    renderWithServices(<AccountModal open onClose={() => {}} />, inLocale(services, GERMAN))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('Ausstehend')).toBeTruthy()
    expect(within(dialog).getByText('Mint #1')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Alle löschen' })).toBeTruthy()
  })

  test('the Switch Networks modal speaks German; chain names stay as they are', async () => {
    const { services } = await connectedServices({ chainId: 1 })
    renderWithServices(<ChainModal open onClose={() => {}} />, inLocale(services, GERMAN))
    const dialog = screen.getByRole('dialog', { name: 'Netzwerk wechseln' })
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ethereum Verbunden', 'Goerli ', 'LLocalhost '])
  })

  test('on an unsupported chain the Switch Networks modal says so in German, with "Trennen"', async () => {
    const { services } = await connectedServices({ chainId: 10 })
    renderWithServices(<ChainModal open onClose={() => {}} />, inLocale(services, GERMAN))
    expect(
      screen.getByText('Falsches Netzwerk erkannt. Wechsle das Netzwerk oder trenne die Verbindung, um fortzufahren.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Trennen' })).toBeTruthy()
  })

  test('the wrong-network notice joins the chain names with the language’s own "or"', async () => {
    const { services } = await connectedServices({ chainId: 10 })
    renderWithServices(<WrongNetwork action="Unterstützung zu senden" />, inLocale(services, GERMAN))
    expect(screen.getByRole('alert').textContent).toBe(
      'Falsches Netzwerk. Deine Wallet ist in einem Netzwerk, das diese Website nicht unterstützt. Wechsle zu Ethereum, Goerli oder Localhost, um Unterstützung zu senden.',
    )
    expect(screen.getByRole('button', { name: 'Zu Goerli wechseln' })).toBeTruthy()
  })

  test('in Arabic each chain name keeps its own direction inside the right-to-left sentence', async () => {
    const { services } = await connectedServices({ chainId: 10 })
    renderWithServices(<WrongNetwork action="إرسال الدعم" />, inLocale(services, ARABIC))
    // Each name isolated, so the list reads from the right in its order (test/ui/i18n/rightToLeft.test.ts draws it).
    const names = new Intl.ListFormat('ar', { type: 'disjunction' }).format(
      ['Ethereum', 'Goerli', 'Localhost'].map((name) => `\u2068${name}\u2069`),
    )
    expect(screen.getByRole('alert').textContent).toContain(`\u2068${names}\u2069`)
    expect(screen.getByRole('button', { name: 'التبديل إلى \u2068Goerli\u2069' })).toBeTruthy()
  })
})
