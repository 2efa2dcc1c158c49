/** The localStorage key WalletConnect reads to reopen the chosen mobile wallet (not namespaced: it is theirs). */
export const WALLETCONNECT_DEEPLINK_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'

/** What to store under WALLETCONNECT_DEEPLINK_KEY. */
export type WalletConnectDeepLink = { key: typeof WALLETCONNECT_DEEPLINK_KEY; value: { href: string; name: string } }

/**
 * product rules: "Stored data": after opening a mobile wallet link, a WalletConnect connector remembers the wallet (its
 * link without the query string, which carries the one-time pairing uri, plus its name). Null for every other connector
 * type.
 * @example walletConnectDeepLink({ connectorType: 'walletConnect', href: 'rainbow://wc?uri=x', name: 'Rainbow' })
 */
export function walletConnectDeepLink({
  connectorType,
  href,
  name,
}: {
  connectorType: string
  href: string
  name: string
}): WalletConnectDeepLink | null {
  if (connectorType !== 'walletConnect') return null
  return { key: WALLETCONNECT_DEEPLINK_KEY, value: { href: href.split('?')[0] ?? '', name } }
}
