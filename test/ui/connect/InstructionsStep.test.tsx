// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { COINBASE_QR, METAMASK_EXTENSION, RAINBOW_QR } from '../../../src/adapters/wallets/walletInstructions'
import type { LocaleState } from '../../../src/domain/i18n/localeService'
import { WALLETCONNECT_NOT_CONFIGURED } from '../../../src/domain/wallets/walletOption'
import { InstructionsStep } from '../../../src/ui/connect/InstructionsStep'
import { unavailableReasonText } from '../../../src/ui/connect/unavailableReasonText'
import { connect } from '../../../src/ui/i18n/en/connect'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'
import jaMain from '../../../src/ui/i18n/locales/ja'
import jaPages from '../../../src/ui/i18n/locales/ja.pages'
import { translator } from '../../../src/ui/i18n/useT'
import type { UiServices } from '../../../src/ui/servicesContext'
import { createHarness, option, renderWith } from './connectHarness'

const de = { ...deMain, ...dePages }
const ja = { ...jaMain, ...jaPages }

afterEach(cleanup)

const state = (locale: LocaleState['locale'], messages?: LocaleState['messages']): LocaleState => ({
  locale,
  dir: 'ltr',
  messages,
  pseudo: undefined,
})

function shownIn(locale: LocaleState): NonNullable<UiServices['locale']> {
  return { getSnapshot: () => locale, subscribe: () => () => {}, choose: async () => ({ kind: 'superseded' }) }
}

/** The steps' titles and descriptions as drawn, in order. */
function renderSteps(wallet: ReturnType<typeof option>, kind: 'mobile' | 'extension', locale: LocaleState) {
  const h = createHarness({ options: [wallet], wallets: [] })
  renderWith(<InstructionsStep option={wallet} kind={kind} onPrimary={() => {}} />, {
    ...h.services,
    locale: shownIn(locale),
  })
  return screen.getAllByRole('listitem').map((item) => [...item.querySelectorAll('h4, p')].map((el) => el.textContent))
}

describe('InstructionsStep', () => {
  test('default: in English, the wallet steps read as RainbowKit words them, with the wallet name', () => {
    const metaMask = option('metaMask', 'MetaMask', { ready: false, extension: { instructions: METAMASK_EXTENSION } })
    expect(renderSteps(metaMask, 'extension', state('en'))).toEqual([
      [
        'Install the MetaMask extension',
        'We recommend pinning MetaMask to your taskbar for quicker access to your wallet.',
      ],
      [
        'Create or Import a Wallet',
        'Be sure to back up your wallet using a secure method. Never share your secret phrase with anyone.',
      ],
      [
        'Refresh your browser',
        'Once you set up your wallet, click below to refresh the browser and load up the extension.',
      ],
    ])
    cleanup()
    const rainbow = option('rainbow', 'Rainbow', { ready: false, qrCode: { instructions: RAINBOW_QR } })
    expect(renderSteps(rainbow, 'mobile', state('en'))).toEqual([
      ['Open the Rainbow app', 'We recommend putting Rainbow on your home screen for faster access to your wallet.'],
      ['Create or Import a Wallet', 'You can easily backup your wallet using our backup feature on your phone.'],
      ['Tap the scan button', 'After you scan, a connection prompt will appear for you to connect your wallet.'],
    ])
    cleanup()
    const coinbase = option('coinbase', 'Coinbase Wallet', { ready: false, qrCode: { instructions: COINBASE_QR } })
    expect(renderSteps(coinbase, 'mobile', state('en'))[1]?.[1]).toBe(
      'You can easily backup your wallet using the cloud backup feature.',
    )
  })

  test('behavior: in German and Japanese every step is translated; only the wallet name stays', () => {
    const metaMask = option('metaMask', 'MetaMask', {
      ready: false,
      extension: { instructions: METAMASK_EXTENSION },
      qrCode: { instructions: COINBASE_QR },
    })
    const german = renderSteps(metaMask, 'extension', state('de', de))
    expect(german[0]).toEqual([
      'Installiere die MetaMask-Erweiterung',
      'Wir empfehlen, MetaMask an die Taskleiste anzuheften, um schneller auf deine Wallet zuzugreifen.',
    ])
    cleanup()
    for (const kind of ['extension', 'mobile'] as const) {
      const english = renderSteps(metaMask, kind, state('en')).flat()
      cleanup()
      for (const [locale, messages] of [
        ['de', de],
        ['ja', ja],
      ] as const) {
        const texts = renderSteps(metaMask, kind, state(locale, messages)).flat()
        cleanup()
        expect(texts).toHaveLength(english.length)
        texts.forEach((text, i) => expect(text, `${locale} ${kind}: ${english[i]}`).not.toBe(english[i]))
        if (locale === 'ja') expect(texts.join(' ').replaceAll('MetaMask', '')).not.toMatch(/[A-Za-z]{3,}/)
      }
    }
  })
})

describe('unavailableReasonText', () => {
  test('default: WalletConnect without a project id reads in the locale', () => {
    expect(unavailableReasonText(translator(connect, state('en')), WALLETCONNECT_NOT_CONFIGURED)).toBe(
      'WalletConnect is not configured',
    )
    expect(unavailableReasonText(translator(connect, state('de', de)), WALLETCONNECT_NOT_CONFIGURED)).toBe(
      'WalletConnect ist nicht eingerichtet',
    )
  })

  test('behavior: no reason, no words', () => {
    expect(unavailableReasonText(translator(connect, state('de', de)), undefined)).toBeUndefined()
  })
})
