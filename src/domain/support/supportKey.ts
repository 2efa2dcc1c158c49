import type { Hash } from '../shared/hex'
import type { Support, SupportAsset } from './support'

/**
 * What names one support among a creator's: its transaction and the asset it was paid in. One transaction may pay a
 * creator in several assets (a value in ETH and a USDC transfer), each its own support.
 */
export type SupportKey = { readonly chainId: number; readonly txHash: Hash; readonly assetKey: string }

/**
 * The asset's part of a support's key: `native` for the chain's currency, else the token's lower-case address.
 * @example assetKeyOf({ symbol: 'USDC', decimals: 6, address: '0xA0b8...eB48' }) // '0xa0b8...eb48'
 */
export function assetKeyOf(asset: Pick<SupportAsset, 'address'>): string {
  return asset.address === null ? 'native' : asset.address.toLowerCase()
}

/** The key of `support` (its hash in lower case, as supports are stored). */
export function supportKeyOf(support: Pick<Support, 'chainId' | 'txHash' | 'asset'>): SupportKey {
  return {
    chainId: support.chainId,
    txHash: support.txHash.toLowerCase() as Hash,
    assetKey: assetKeyOf(support.asset),
  }
}
