export type NativeCurrency = { name: string; symbol: string; decimals: number }

/**
 * A configured network (product rules: "Chain fields": id, name, unsupported, iconUrl, iconBackground, block explorer).
 */
export type Chain = {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  /**
   * The app's own read URLs, in the order they are tried: provider (with the app's key) or override first, public
   * fallback last. They may carry the app's key or a private node: never handed to a visitor's wallet.
   */
  rpcUrls: readonly string[]
  /**
   * Keyless URLs anyone may use: the only ones a visitor's wallet is given (wallet_addEthereumChain, WalletConnect's
   * rpcMap), which may save them and send its traffic on that chain there. Absent or empty: none, the chain cannot be
   * added to a wallet and WalletConnect gets no URL for it.
   */
  publicRpcUrls?: readonly string[] | undefined
  blockExplorer?: { name: string; url: string } | undefined
  iconUrl?: string | undefined
  iconBackground?: string | undefined
  testnet?: boolean | undefined
}

/** The chain a wallet session is on: configured or not. */
export type SessionChain = { id: number; unsupported: boolean }

/** product rules: "Default native currency". */
export const DEFAULT_NATIVE_CURRENCY: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
