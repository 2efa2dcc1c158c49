export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** A configured network (SPEC 3: id, name, unsupported, iconUrl, iconBackground, block explorer). */
export type Chain = {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  /** RPC URLs in the order they are tried: provider (with key) or override first, public fallback last. */
  rpcUrls: readonly string[]
  blockExplorer?: { name: string; url: string } | undefined
  iconUrl?: string | undefined
  iconBackground?: string | undefined
  testnet?: boolean | undefined
}

/** The chain a wallet session is on: configured or not. */
export type SessionChain = { id: number; unsupported: boolean }

/** SPEC 9: default native currency. */
export const DEFAULT_NATIVE_CURRENCY: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
