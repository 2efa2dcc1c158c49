import type { Browser } from './detectBrowser'
import { extensionDownloadUrl } from './extensionDownloadUrl'
import type { WalletOption } from './walletOption'

/** The id of the generic "Injected Wallet" option. */
export const INJECTED_WALLET_ID = 'injected'

/** Where the list is shown; `browser` picks the extension store (default: the generic extension link). */
export type VisibilityContext = { isMobile: boolean; browser?: Browser | undefined }

/**
 * product rules: "Wallet visibility": the generic injected option hides when a browser wallet (or Coinbase) says it is
 * installed.
 */
function injectedIsRedundant(options: readonly WalletOption[]): boolean {
  return options.some((option) => option.id !== INJECTED_WALLET_ID && option.installed === true)
}

/** A way into the wallet on a phone: an iOS or Android app to download, or a mobile deep link. */
function hasMobileWayIn(option: WalletOption): boolean {
  return Boolean(option.downloadUrls?.ios || option.downloadUrls?.android || option.mobileLink)
}

/**
 * Whether one option may be listed, before the injected and duplicate rules. Ready options always; an option that
 * says why it is unavailable too (product rules: "WalletConnect project id": without one it says so when chosen);
 * otherwise a browser extension download on desktop (product rules: "Wallet list"), an app or deep link on mobile
 * (shown "(unsupported)").
 * @example isWalletListed({ ...option, ready: false, downloadUrls: { ios: 'https://apps.apple.com/x' } }, { isMobile: true }) === true
 */
export function isWalletListed(option: WalletOption, { isMobile, browser = 'Browser' }: VisibilityContext): boolean {
  if (option.ready || option.unavailableReason) return true
  return isMobile ? hasMobileWayIn(option) : extensionDownloadUrl(option, browser) !== undefined
}

/**
 * The options to list, in their given order, first occurrence of an id winning, the generic injected option
 * hidden when another wallet is installed; each listed one passes `isWalletListed`.
 */
export function visibleWallets(options: readonly WalletOption[], context: VisibilityContext): WalletOption[] {
  const hideInjected = injectedIsRedundant(options)
  const seen = new Set<string>()
  return options.filter((option) => {
    if (seen.has(option.id)) return false
    seen.add(option.id)
    if (hideInjected && option.id === INJECTED_WALLET_ID) return false
    return isWalletListed(option, context)
  })
}
