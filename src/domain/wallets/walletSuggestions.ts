import type { Browser } from './detectBrowser'
import { extensionDownloadUrl } from './extensionDownloadUrl'
import type { WalletOption } from './walletOption'

/** product rules: "Get a Wallet": wallets suggested in the GET step. */
const SUGGESTED_WALLETS_DESKTOP = 5
const SUGGESTED_WALLETS_MOBILE = 3

/**
 * The wallets offered in "Get a Wallet", in list order. Desktop: up to 5 that can be downloaded here (a browser
 * extension, or a mobile app through a QR code). Mobile: up to 3 with an iOS or Android link.
 */
export function getWalletSuggestions(
  options: readonly WalletOption[],
  { mobile, browser = 'Browser' }: { mobile: boolean; browser?: Browser | undefined },
): WalletOption[] {
  if (mobile) {
    return options
      .filter((o) => Boolean(o.downloadUrls?.ios || o.downloadUrls?.android))
      .slice(0, SUGGESTED_WALLETS_MOBILE)
  }
  return options
    .filter((o) => extensionDownloadUrl(o, browser) !== undefined || Boolean(o.hasQrCode && o.downloadUrls?.qrCode))
    .slice(0, SUGGESTED_WALLETS_DESKTOP)
}
