import type { SupportToken } from '../chains/supportTokens'
import type { Address } from '../shared/hex'
import { sameAddress } from '../shared/hex'

/** One asset of the form's choice: the native currency (address null) or an accepted token. */
type AssetOfferOption = { readonly address: Address | null; readonly symbol: string }

/**
 * What the Support form offers on the wallet's chain: the choice (the native currency and the tokens accepted here,
 * then the asset chosen when it is accepted on other chains only: chosen before the wallet changed chain, or for the
 * visitor), the token chosen here (undefined: the native currency), and, when the asset chosen is accepted elsewhere
 * only, its symbol and the chains that accept it (in configuration order): the form cannot send it here and offers
 * to switch to one of them.
 */
export type AssetOffer = {
  readonly options: readonly AssetOfferOption[]
  readonly token: SupportToken | undefined
  readonly elsewhere: { readonly symbol: string; readonly chainIds: readonly number[] } | undefined
}

/**
 * The offer for the asset chosen (`asset`, a token's address on any configured chain, or null) on chain `chainId`. A
 * token chosen on another chain is the same asset here when this chain accepts a token of its symbol (so a switch
 * keeps the choice). `nativeSymbol` names the first option.
 * @example assetOffer(tokens, 5, usdcOn1.address, 'ETH').elsewhere // { symbol: 'USDC', chainIds: [1] }
 */
export function assetOffer(
  tokens: readonly SupportToken[],
  chainId: number,
  asset: Address | null,
  nativeSymbol: string,
): AssetOffer {
  const here = tokens.filter((token) => token.chainId === chainId)
  const options: AssetOfferOption[] = [
    { address: null, symbol: nativeSymbol },
    ...here.map(({ address, symbol }) => ({ address, symbol })),
  ]
  if (asset === null) return { options, token: undefined, elsewhere: undefined }
  const chosen =
    here.find((token) => sameAddress(token.address, asset)) ?? tokens.find((token) => sameAddress(token.address, asset))
  if (!chosen) return { options, token: undefined, elsewhere: undefined }
  const token = chosen.chainId === chainId ? chosen : here.find((candidate) => candidate.symbol === chosen.symbol)
  if (token) return { options, token, elsewhere: undefined }
  const chainIds = tokens.filter((t) => t.symbol === chosen.symbol).map((t) => t.chainId)
  return {
    options: [...options, { address: chosen.address, symbol: chosen.symbol }],
    token: undefined,
    elsewhere: { symbol: chosen.symbol, chainIds: [...new Set(chainIds)] },
  }
}
