import type { WalletOption } from '../../domain/wallets/walletOption'

/**
 * The link that brings a WalletConnect wallet's app to the front for a request (a signature, a transaction): its
 * mobile link without the query string, which would carry a one-time pairing uri. Undefined when the wallet has none
 * (not WalletConnect, or a link that is only the pairing uri, as on Android).
 * @example walletAppLink({ mobileLink: (uri) => `https://rnbwapp.com/wc?uri=${uri}` }) // 'https://rnbwapp.com/wc'
 */
export function walletAppLink(option: Pick<WalletOption, 'mobileLink'> | undefined): string | undefined {
  const href = option?.mobileLink?.('').split('?')[0]
  return href ? href : undefined
}
