import { toDecimalString } from './decimalString'

/** Why typed text is not an amount to send, by code (the form says each in the visitor's language). */
export type EthAmountProblem = 'empty' | 'format' | 'zero' | 'decimals' | 'insufficient'

/** A parsed amount in the smallest unit (wei), or why the text is not one. */
export type EthAmountResult =
  /** `text` is the canonical decimal of `value` ("0.5" for ".50"). */
  { ok: true; value: bigint; text: string } | { ok: false; problem: EthAmountProblem }

export type ParseEthAmountOptions = {
  /** Decimals of the currency (18 for ETH): an integer 0..255. */
  decimals?: number | undefined
  /** What the sender holds, in the smallest unit; an amount above it is "Insufficient funds". */
  balance?: bigint | undefined
}

/** Digits with at most one dot (".5" and "5." are fine); no sign, exponent, grouping or spaces inside. */
const PLAIN = /^(\d*)(?:\.(\d*))?$/
/** Longer input is not an amount anyone means (and keeps BigInt work bounded). */
const MAX_LENGTH = 80

function fail(problem: EthAmountProblem): EthAmountResult {
  return { ok: false, problem }
}

/**
 * Reads what a visitor typed as an amount of ETH: a positive plain decimal with at most `decimals` (18) significant
 * decimal places (trailing zeros do not count), not more than `balance` when given. Never throws for valid `decimals`.
 * @example parseEthAmount('0.05') // { ok: true, value: 50000000000000000n, text: '0.05' }
 * @example parseEthAmount('1e3') // { ok: false, problem: 'format' }
 */
export function parseEthAmount(input: string, { decimals = 18, balance }: ParseEthAmountOptions = {}): EthAmountResult {
  const text = input.trim()
  if (text === '') return fail('empty')
  const match = text.length <= MAX_LENGTH ? PLAIN.exec(text) : null
  const whole = match?.[1] ?? ''
  const fraction = (match?.[2] ?? '').replace(/0+$/, '')
  if (!match || (whole === '' && (match[2] ?? '') === '')) return fail('format')
  if (fraction.length > decimals) return fail('decimals')
  const value = BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
  if (value === 0n) return fail('zero')
  if (balance !== undefined && value > balance) return fail('insufficient')
  return { ok: true, value, text: toDecimalString(value, decimals) }
}
