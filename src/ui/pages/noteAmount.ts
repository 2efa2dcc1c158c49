import { toDecimalString } from '../../domain/account/decimalString'
import type { Support } from '../../domain/support/support'

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
 * What a note's support was, as the receipt shows it ("0.5 ETH", "5 USDC"): its exact amount (a receipt is not
 * rounded, unlike a balance) in the note's asset, with the visitor's locale's digits and separators. The one place a
 * receipt turns a note into an amount.
 * @example noteAmount({ amount: '1234500000000000000', asset: { symbol: 'ETH', decimals: 18, address: null } }, 'en') // '1.2345 ETH'
 */
export function noteAmount(note: Pick<Support, 'amount' | 'asset'>, locale: string): string {
  const { symbol, decimals } = note.asset
  const exact = toDecimalString(BigInt(note.amount), decimals)
  // Intl formats a decimal string without going through a float (ES2023), so no digit is lost.
  const format = exactFormat(locale, decimals).format as unknown as (value: string) => string
  return `${format(exact)} ${symbol}`
}
