import { formatBalance } from '../account/formatNumber'
import { type Chain, DEFAULT_NATIVE_CURRENCY } from '../chains/chain'

/**
 * Wei received on a chain, for a person, with the chain's symbol and name (or its id, with the default currency).
 * product rules: "Number display", "Default native currency". The amount is written in `locale` (English by default).
 * @example supportAmount('1500000000000000000', 1, chains) // { amount: '1.5 ETH', chainName: 'Ethereum' }
 */
export function supportAmount(
  wei: string,
  chainId: number,
  chains: readonly Chain[],
  locale = 'en',
): { amount: string; chainName: string } {
  const chain = chains.find((c) => c.id === chainId)
  const currency = chain?.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY
  const value = /^[0-9]+$/.test(wei) ? BigInt(wei) : 0n
  return {
    amount: `${formatBalance({ value, decimals: currency.decimals }, locale)} ${currency.symbol}`,
    chainName: chain ? chain.name : `Chain ${chainId}`,
  }
}
