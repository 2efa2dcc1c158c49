import type { Browser } from './detectBrowser'
import type { WalletOption } from './walletOption'

/**
 * The browser extension store link for this browser: its own store, Chrome's store for Chromium browsers
 * without one, else the wallet's generic extension page. Undefined when the wallet has no extension.
 */
export function extensionDownloadUrl(option: Pick<WalletOption, 'downloadUrls'>, browser: Browser): string | undefined {
  const urls = option.downloadUrls
  if (!urls) return undefined
  const specific = {
    Brave: urls.brave ?? urls.chrome,
    Edge: urls.edge ?? urls.chrome,
    Chrome: urls.chrome,
    Firefox: urls.firefox,
    Browser: undefined,
  }[browser]
  return specific || urls.browserExtension || undefined
}
