import { formatBalance } from '../../domain/account/formatNumber'
import { type Chain, DEFAULT_NATIVE_CURRENCY } from '../../domain/chains/chain'
import type { SupportNote } from '../../domain/creators/supportNote'

/**
 * What a note's support was, as the receipt shows it ("0.5 ETH"): its value in the chain's native currency, in the
 * visitor's locale. The one place a receipt turns a note into an amount.
 * @example noteAmount({ value: '500000000000000000', ... }, ethereum, 'en') // '0.5 ETH'
 */
export function noteAmount(
  note: Pick<SupportNote, 'value'>,
  chain: Pick<Chain, 'nativeCurrency'> | undefined,
  locale: string,
): string {
  const currency = chain?.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY
  return `${formatBalance({ value: BigInt(note.value), decimals: currency.decimals }, locale)} ${currency.symbol}`
}
