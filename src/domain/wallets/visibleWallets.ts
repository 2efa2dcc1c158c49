import type { Browser } from './detectBrowser'
import { extensionDownloadUrl } from './extensionDownloadUrl'
import type { WalletOption } from './walletOption'

/** The id of the generic "Injected Wallet" option. */
export const INJECTED_WALLET_ID = 'injected'

/** Where the list is shown; `browser` picks the extension store (default: the generic extension link). */
export type VisibilityContext = { isMobile: boolean; browser?: Browser | undefined }

/** SPEC 4: the generic injected option hides when a browser wallet (or Coinbase) says it is installed. */
function injectedIsRedundant(options: readonly WalletOption[]): boolean {
  return options.some((option) => option.id !== INJECTED_WALLET_ID && option.installed === true)
}

function isListed(option: WalletOption, { isMobile, browser = 'Browser' }: VisibilityContext): boolean {
  if (isMobile) return option.ready
  return option.ready || extensionDownloadUrl(option, browser) !== undefined
}

/**
 * The options to list, in their given order, first occurrence of an id winning.
 * Desktop (SPEC 2): ready wallets and wallets with a browser extension download. Mobile: ready wallets
 * (the UI still marks a not-ready one "(unsupported)" if it is passed one).
 */
export function visibleWallets(options: readonly WalletOption[], context: VisibilityContext): WalletOption[] {
  const hideInjected = injectedIsRedundant(options)
  const seen = new Set<string>()
  return options.filter((option) => {
    if (seen.has(option.id)) return false
    seen.add(option.id)
    if (hideInjected && option.id === INJECTED_WALLET_ID) return false
    return isListed(option, context)
  })
}
