// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BaseError } from '../../../src/domain/errors/baseError'
import { catalogueError, chainNotConfiguredError } from '../../../src/domain/errors/errorCatalogue'
import type { LocaleState } from '../../../src/domain/i18n/localeService'
import { errorText } from '../../../src/ui/errorText'
import { errors } from '../../../src/ui/i18n/en/errors'
import arMain from '../../../src/ui/i18n/locales/ar'
import arPages from '../../../src/ui/i18n/locales/ar.pages'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'
import { translator } from '../../../src/ui/i18n/useT'
import type { UiServices } from '../../../src/ui/servicesContext'
import { WalletWidget } from '../../../src/ui/WalletWidget'
import { createHarness, FakeWallet, option, renderWith } from './connectHarness'

const ar = { ...arMain, ...arPages }
const de = { ...deMain, ...dePages }

afterEach(cleanup)

const GERMAN: LocaleState = { locale: 'de', dir: 'ltr', messages: de, pseudo: undefined }
const ENGLISH: LocaleState = { locale: 'en', dir: 'ltr', messages: undefined, pseudo: undefined }

function shownIn(state: LocaleState): NonNullable<UiServices['locale']> {
  return {
    getSnapshot: () => state,
    subscribe: () => () => {},
    choose: async () => ({ kind: 'superseded' }),
  }
}

describe('the connect modal in German', () => {
  test('behavior: button, modal, list, steps and the not-installed message read in German; wallet names stay', async () => {
    const options = [
      option('injected', 'Browser Wallet'),
      option('extOnly', 'Plugin Wallet', {
        ready: false,
        downloadUrls: { browserExtension: 'https://plugin.example/ext' },
      }),
    ]
    const h = createHarness({ options, wallets: [new FakeWallet('injected', 'Browser Wallet')], recent: ['injected'] })
    renderWith(<WalletWidget />, { ...h.services, locale: shownIn(GERMAN) })

    await userEvent.click(screen.getByRole('button', { name: 'Wallet verbinden' }))
    const dialog = await screen.findByRole('dialog', { name: 'Wallet verbinden' })
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy()
    const list = within(dialog).getByRole('navigation', { name: 'Wallets' })
    expect(
      within(list)
        .getAllByRole('region')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Zuletzt verwendet', 'Beliebt'])
    expect(document.getElementById('cs-panel-title')?.textContent).toBe('Was ist eine Wallet?')
    expect(within(dialog).getByRole('button', { name: 'Wallet besorgen' })).toBeTruthy()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Plugin Wallet' }))
    expect(within(dialog).getByRole('heading', { name: 'Plugin Wallet ist nicht installiert' })).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'INSTALLIEREN' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Zurück' })).toBeTruthy()
    expect(dialog.textContent).not.toMatch(/not installed|Connect a Wallet|Close/)
  })
})

describe('errorText', () => {
  const german = translator(errors, GERMAN)
  const english = translator(errors, ENGLISH)

  test('default: a known code reads its message in the locale, whatever the error says', () => {
    expect(errorText(german, catalogueError('user-rejected'))).toBe('Anfrage abgelehnt.')
    expect(errorText(english, catalogueError('user-rejected'))).toBe('User rejected the request.')
    expect(errorText(german, { code: 'switch-chain', shortMessage: 'raw wallet text' })).toBe(
      'Beim Wechseln des Netzwerks ist ein Fehler aufgetreten.',
    )
  })

  test('behavior: every message of the errors catalogue is reachable by its code', () => {
    // Said by the component that shows them, with their values (a wallet's or the app's name), never a failure's code.
    const shownDirectly = ['wallet-not-installed', 'wallet-not-available', 'wrong-network', 'switch-unsupported']
    for (const key of Object.keys(errors) as (keyof typeof errors)[]) {
      if (key.startsWith('errors.chain-not-configured')) continue // built with its values: tested below
      if (shownDirectly.includes(key.slice('errors.'.length))) continue
      expect(errorText(german, { code: key.slice('errors.'.length) }), key).toBe(german(key))
    }
  })

  test('behavior: chain-not-configured names the chain (as written, no grouping) and the connector', () => {
    expect(errorText(german, chainNotConfiguredError(31337, 'Coinbase Wallet'))).toBe(
      'Netzwerk „31337“ ist für den Connector „Coinbase Wallet“ nicht konfiguriert.',
    )
    expect(errorText(english, chainNotConfiguredError(31337))).toBe(chainNotConfiguredError(31337).shortMessage)
  })

  test('behavior: an unknown or developer-only code reads as the generic failure, its developer message never shown', () => {
    const odd = new BaseError('Something only a developer sees', { code: 'invalid-id' })
    expect(errorText(english, odd)).toBe('Oops, something went wrong!')
    expect(errorText(german, odd)).toBe('Hoppla, da ist etwas schiefgelaufen!')
    expect(errorText(german, 'not an error')).toBe('Hoppla, da ist etwas schiefgelaufen!')
  })

  test('behavior: a sign-in failure, handed out as its code, reads in the locale', () => {
    expect(errorText(german, { code: 'sign-in-sign' })).toBe(
      'Fehler beim Signieren der Nachricht, bitte erneut versuchen!',
    )
  })

  test('behavior: in right-to-left text a wallet name keeps its own direction', () => {
    const arabic = translator(errors, { locale: 'ar', dir: 'rtl', messages: ar, pseudo: undefined })
    expect(arabic('errors.wallet-not-installed', { wallet: 'MetaMask' })).toBe('محفظة \u2068MetaMask\u2069 غير مثبّتة')
  })
})
