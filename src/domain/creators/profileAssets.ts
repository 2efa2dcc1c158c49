import type { NativeCurrency } from '../chains/chain'
import type { SupportToken } from '../chains/supportTokens'

/** An asset a creator may suggest amounts in: its symbol (the key in `suggestedAmounts`) and its decimals. */
export type ProfileAsset = { readonly symbol: string; readonly decimals: number }

/**
 * The assets of the suggested amounts, one per symbol: the native currencies of the configured chains first (ETH;
 * MATIC where Polygon is configured), then the accepted tokens (VITE_SUPPORT_TOKENS), in order. A symbol met with
 * different decimals takes the fewest, so a suggestion can be sent on every chain that accepts the symbol.
 * @example profileAssets([{ name: 'Ether', symbol: 'ETH', decimals: 18 }], [usdcOnBase]) // [{ symbol: 'ETH', decimals: 18 }, { symbol: 'USDC', decimals: 6 }]
 */
export function profileAssets(
  natives: readonly Pick<NativeCurrency, 'symbol' | 'decimals'>[],
  tokens: readonly Pick<SupportToken, 'symbol' | 'decimals'>[],
): ProfileAsset[] {
  const assets: ProfileAsset[] = []
  for (const { symbol, decimals } of [...natives, ...tokens]) {
    const index = assets.findIndex((asset) => asset.symbol === symbol)
    if (index < 0) assets.push({ symbol, decimals })
    else if (decimals < assets[index]!.decimals) assets[index] = { symbol, decimals }
  }
  return assets
}

/** The assets of a site with no token and chains paying in ETH: what a profile stored before tokens was in. */
export const ETH_ONLY: readonly ProfileAsset[] = [{ symbol: 'ETH', decimals: 18 }]
