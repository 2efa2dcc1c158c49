import { parseEthAmount } from '../account/parseEthAmount'

/** The canonical decimal ("1.5" for "1.50"), or the message saying why the text is not an amount. */
export type EthAmountTextResult = { ok: true; text: string; wei: bigint } | { ok: false; message: string }

// Digits, then optionally a dot and digits: no sign, exponent, spaces, or bare dot at either end (".5", "1.").
const PLAIN = /^(0|[1-9]\d*)(?:\.(\d+))?$/
const DECIMALS = 18
/** The most decimals an asset may have (VITE_SUPPORT_TOKENS refuses more). */
export const MAX_ASSET_DECIMALS = 36
// A transaction's value is a 256-bit unsigned integer of wei.
const MAX_WEI = 2n ** 256n - 1n
// Whole ETH beyond 60 digits is past uint256 wei (78 digits) anyway; checked before BigInt so its work stays bounded.
const MAX_WHOLE_DIGITS = 60

/** Why a suggested amount was refused, in the API's English (the UI shows its own wording for each). */
export const ETH_AMOUNT_MESSAGES = {
  format: 'Suggested amount must be a number like 0.01',
  positive: 'Suggested amount must be greater than 0',
  decimals: decimalsMessage(DECIMALS),
  tooLarge: 'Suggested amount is too large',
  /** Typed in a language where it could mean two numbers ("1.000" in German): never sent, so never the API's. */
  ambiguous: 'Suggested amount must be written without thousands separators',
} as const

/** The sentence refusing an amount with more decimals than its asset's `decimals`. */
export function decimalsMessage(decimals: number): string {
  return `Suggested amount can have at most ${decimals} decimal place${decimals === 1 ? '' : 's'}`
}

const FORMAT = { ok: false, message: ETH_AMOUNT_MESSAGES.format } as const
const POSITIVE = { ok: false, message: ETH_AMOUNT_MESSAGES.positive } as const

/**
 * Reads a stored ETH amount: a positive plain decimal with at most 18 written decimals (trailing zeros included),
 * no leading zeros, within uint256 wei. Stricter than what a visitor may type (parseEthAmount, which does the
 * arithmetic here too): nothing is trimmed or completed.
 * @example readEthAmount('0.010') // { ok: true, text: '0.01', wei: 10000000000000000n }
 */
export function readEthAmount(value: unknown): EthAmountTextResult {
  return readAssetAmount(value, DECIMALS)
}

/**
 * Reads a stored amount of an asset with `decimals` decimals (an integer 0..36) as {@link readEthAmount} reads ETH:
 * at most `decimals` written decimals, within uint256 base units (`wei` holds them).
 * @example readAssetAmount('5', 6) // { ok: true, text: '5', wei: 5000000n }
 */
export function readAssetAmount(value: unknown, decimals: number): EthAmountTextResult {
  if (typeof value !== 'string') return FORMAT
  const match = PLAIN.exec(value)
  if (!match) return value.startsWith('-') && PLAIN.test(value.slice(1)) ? POSITIVE : FORMAT
  if ((match[2] ?? '').length > decimals) {
    return { ok: false, message: decimalsMessage(decimals) }
  }
  const tooLarge = { ok: false, message: ETH_AMOUNT_MESSAGES.tooLarge } as const
  if (match[1]!.length > MAX_WHOLE_DIGITS) return tooLarge
  const amount = parseEthAmount(value, { decimals })
  if (!amount.ok) return POSITIVE
  if (amount.value > MAX_WEI) return tooLarge
  return { ok: true, text: amount.text, wei: amount.value }
}
