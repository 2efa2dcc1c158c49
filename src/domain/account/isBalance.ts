import type { Balance } from '../../ports/chainReader'

/** The largest number of decimals an amount can have and still be formatted (toDecimalString's bound). */
const MAX_DECIMALS = 255

/**
 * True for a balance as `ChainReader.getBalance` gives it, one that formats: a bigint amount, decimals an integer in
 * 0..255, the symbol and the formatted amount as strings. A stored balance that lost its shape is not one.
 * @example isBalance({ value: 10n ** 18n, decimals: 18, symbol: 'ETH', formatted: '1' }) === true
 */
export function isBalance(value: unknown): value is Balance {
  if (typeof value !== 'object' || value === null) return false
  const balance = value as Partial<Record<keyof Balance, unknown>>
  return (
    typeof balance.value === 'bigint' &&
    Number.isInteger(balance.decimals) &&
    (balance.decimals as number) >= 0 &&
    (balance.decimals as number) <= MAX_DECIMALS &&
    typeof balance.symbol === 'string' &&
    typeof balance.formatted === 'string'
  )
}
