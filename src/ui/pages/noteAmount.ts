import { type Chain, DEFAULT_NATIVE_CURRENCY } from '../../domain/chains/chain'
import { toDecimalString } from '../../domain/account/decimalString'
import type { SupportNote } from '../../domain/creators/supportNote'

const formats = new Map<string, Intl.NumberFormat>()

function exactFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale} ${decimals}`
  let found = formats.get(key)
  if (!found) {
    found = new Intl.NumberFormat(locale, { maximumFractionDigits: Math.min(decimals, 100) })
    formats.set(key, found)
  }
  return found
}

/**
 * What a note's support was, as the receipt shows it ("0.5 ETH"): its exact value (a receipt is not rounded, unlike a
 * balance) in the chain's native currency, with the visitor's locale's digits and separators. The one place a
 * receipt turns a note into an amount.
 * @example noteAmount({ value: '1234500000000000000' }, ethereum, 'en') // '1.2345 ETH'
 */
export function noteAmount(
  note: Pick<SupportNote, 'value'>,
  chain: Pick<Chain, 'nativeCurrency'> | undefined,
  locale: string,
): string {
  const currency = chain?.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY
  const exact = toDecimalString(BigInt(note.value), currency.decimals)
  // Intl formats a decimal string without going through a float (ES2023), so no digit is lost.
  const format = exactFormat(locale, currency.decimals).format as unknown as (value: string) => string
  return `${format(exact)} ${currency.symbol}`
}
