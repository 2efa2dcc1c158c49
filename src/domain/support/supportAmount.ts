import { formatBalance } from '../account/formatNumber'
import { type Chain, DEFAULT_NATIVE_CURRENCY } from '../chains/chain'
import type { SupportAsset } from './support'

/**
 * Base units received on a chain, for a person, with the asset's symbol and decimals (a note's or a total's `asset`;
 * without one, the chain's native currency, or the default currency for an unknown chain) and the chain's name (or
 * its id). product rules: "Number display", "Default native currency". The amount is written in `locale` (English by
 * default), from base units with BigInt, never through a float.
 * @example supportAmount('1500000000000000000', 1, chains) // { amount: '1.5 ETH', chainName: 'Ethereum' }
 * @example supportAmount('5000000', 8453, chains, 'en', { symbol: 'USDC', decimals: 6, address }) // { amount: '5 USDC', chainName: 'Base' }
 */
export function supportAmount(
  units: string,
  chainId: number,
  chains: readonly Chain[],
  locale = 'en',
  asset?: Pick<SupportAsset, 'symbol' | 'decimals'> | undefined,
): { amount: string; chainName: string } {
  const chain = chains.find((c) => c.id === chainId)
  const currency = asset ?? chain?.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY
  const value = /^[0-9]+$/.test(units) ? BigInt(units) : 0n
  return {
    amount: `${formatBalance({ value, decimals: currency.decimals }, locale)} ${currency.symbol}`,
    chainName: chain ? chain.name : `Chain ${chainId}`,
  }
}
