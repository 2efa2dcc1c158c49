import type { WalletOption } from '../../domain/wallets/walletOption'

/** The store link for this phone: iOS on Apple devices, else Android, else whichever exists. */
export function mobileStoreLink(wallet: Pick<WalletOption, 'downloadUrls'>): string | undefined {
  const apple = typeof navigator !== 'undefined' && /iPhone|iPad|iPod|Macintosh/.test(navigator.userAgent)
  const urls = wallet.downloadUrls
  return (apple ? (urls?.ios ?? urls?.android) : (urls?.android ?? urls?.ios)) ?? urls?.mobile
}
