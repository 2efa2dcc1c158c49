import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { INJECTED_WALLET_ID, isWalletListed, visibleWallets } from '../../../src/domain/wallets/visibleWallets'
import { extensionDownloadUrl } from '../../../src/domain/wallets/extensionDownloadUrl'
import type { WalletOption } from '../../../src/domain/wallets/walletOption'
import { walletOptionArb } from './walletOptionFixture'

const browser = fc.constantFrom('Brave', 'Edge', 'Chrome', 'Firefox', 'Browser') as fc.Arbitrary<
  'Brave' | 'Edge' | 'Chrome' | 'Firefox' | 'Browser'
>

/** The fixture's options, some with a mobile deep link or a reason they are unavailable. */
const optionArb: fc.Arbitrary<WalletOption> = fc
  .tuple(
    walletOptionArb,
    fc.boolean(),
    fc.option(fc.constant('walletconnect-not-configured' as const), { nil: undefined }),
  )
  .map(([option, deepLink, unavailableReason]) => ({
    ...option,
    unavailableReason,
    mobileLink: deepLink ? (uri: string) => `https://link.example/wc?uri=${uri}` : undefined,
  }))

/** product rules: "Wallet list", "WalletConnect project id" restated independently of the implementation. */
function listable(o: WalletOption, isMobile: boolean, b: Parameters<typeof extensionDownloadUrl>[1]): boolean {
  if (o.ready || (o.unavailableReason ?? '') !== '') return true
  const urls = o.downloadUrls
  return isMobile ? Boolean(urls?.ios || urls?.android || o.mobileLink) : extensionDownloadUrl(o, b) !== undefined
}

describe('visibleWallets (property)', () => {
  test('behavior: an ordered subset, unique ids, every entry listable, injected hidden when another is installed', () => {
    fc.assert(
      fc.property(fc.array(optionArb, { maxLength: 12 }), fc.boolean(), browser, (options, isMobile, b) => {
        const shown = visibleWallets(options, { isMobile, browser: b })
        const positions = shown.map((o) => options.indexOf(o))
        expect(positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? -1)))).toBe(true)
        expect(new Set(shown.map((o) => o.id)).size).toBe(shown.length)
        for (const o of shown) expect(listable(o, isMobile, b)).toBe(true)
        const otherInstalled = options.some((o) => o.id !== INJECTED_WALLET_ID && o.installed === true)
        if (otherInstalled) expect(shown.some((o) => o.id === INJECTED_WALLET_ID)).toBe(false)
      }),
    )
  })

  test('behavior: nothing listable is dropped but duplicates and the redundant injected wallet', () => {
    fc.assert(
      fc.property(fc.array(optionArb, { maxLength: 12 }), fc.boolean(), browser, (options, isMobile, b) => {
        const shown = new Set(visibleWallets(options, { isMobile, browser: b }))
        const otherInstalled = options.some((o) => o.id !== INJECTED_WALLET_ID && o.installed === true)
        options.forEach((o, i) => {
          const first = options.findIndex((x) => x.id === o.id) === i
          const expected = first && listable(o, isMobile, b) && !(otherInstalled && o.id === INJECTED_WALLET_ID)
          expect(shown.has(o)).toBe(expected)
        })
      }),
    )
  })

  test('behavior: isWalletListed agrees with the rule; ready and unavailable-with-reason options list everywhere', () => {
    fc.assert(
      fc.property(optionArb, fc.boolean(), browser, (o, isMobile, b) => {
        expect(isWalletListed(o, { isMobile, browser: b })).toBe(listable(o, isMobile, b))
        if (o.ready || o.unavailableReason) expect(isWalletListed(o, { isMobile: !isMobile, browser: b })).toBe(true)
      }),
    )
  })
})
