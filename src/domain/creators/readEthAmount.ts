import { parseEthAmount } from '../account/parseEthAmount'
import type { Coded, ProblemCode } from '../errors/codes'

/** Why a stored amount was refused: its problem's code and params (the UI says each in the creator's language). */
export type StoredAmountProblem = Coded<Extract<ProblemCode, `amount${string}`>>

/** The canonical decimal ("1.5" for "1.50"), or why the text is not an amount. */
export type EthAmountTextResult = { ok: true; text: string; wei: bigint } | { ok: false; problem: StoredAmountProblem }

// Digits, then optionally a dot and digits: no sign, exponent, spaces, or bare dot at either end (".5", "1.").
const PLAIN = /^(0|[1-9]\d*)(?:\.(\d+))?$/
const DECIMALS = 18
/** The most decimals an asset may have (VITE_SUPPORT_TOKENS refuses more). */
export const MAX_ASSET_DECIMALS = 36
// A transaction's value is a 256-bit unsigned integer of wei.
const MAX_WEI = 2n ** 256n - 1n
// Whole ETH beyond 60 digits is past uint256 wei (78 digits) anyway; checked before BigInt so its work stays bounded.
const MAX_WHOLE_DIGITS = 60

const FORMAT: EthAmountTextResult = { ok: false, problem: { code: 'amountFormat' } }
const POSITIVE: EthAmountTextResult = { ok: false, problem: { code: 'amountPositive' } }
const TOO_LARGE: EthAmountTextResult = { ok: false, problem: { code: 'amountTooLarge' } }

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
    return { ok: false, problem: { code: 'amountDecimals', params: { max: decimals } } }
  }
  if (match[1]!.length > MAX_WHOLE_DIGITS) return TOO_LARGE
  const amount = parseEthAmount(value, { decimals })
  if (!amount.ok) return POSITIVE
  if (amount.value > MAX_WEI) return TOO_LARGE
  return { ok: true, text: amount.text, wei: amount.value }
}
