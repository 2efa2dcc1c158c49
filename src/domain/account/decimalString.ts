import { BaseError } from '../errors/baseError'

/** A non-negative decimal split exactly: integer digits as bigint, fraction digits as a string. */
export type Decimal = { negative: boolean; integer: bigint; fraction: string }

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/

/** Reads a plain decimal string like "-12.5". Undefined for anything else. */
export function parseDecimal(text: string): Decimal | undefined {
  const match = PLAIN.exec(text)
  if (!match) return undefined
  return { negative: match[1] === '-', integer: BigInt(match[2] ?? '0'), fraction: match[3] ?? '' }
}

/**
 * The shortest decimal that reads back as `n` (JavaScript's own), without exponent notation.
 * @example numberToDecimalString(1e-7) === '0.0000001'
 */
export function numberToDecimalString(n: number): string {
  const text = String(Object.is(n, -0) ? 0 : n)
  const [mantissa = '', exponentText] = text.split('e')
  if (exponentText === undefined) return text
  const negative = mantissa.startsWith('-')
  const [whole = '', fraction = ''] = mantissa.replace('-', '').split('.')
  const digits = whole + fraction
  const point = whole.length + Number(exponentText)
  const body =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`
  return (negative ? '-' : '') + body
}

/**
 * The exact decimal string of an integer amount with `decimals` decimals, trailing zeros dropped.
 * Throws `invalid-decimals` when decimals is not an integer in 0..255.
 * @example toDecimalString(1500000000000000000n, 18) === '1.5'
 */
export function toDecimalString(value: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new BaseError(`Invalid decimals: ${String(decimals)}`, { code: 'invalid-decimals' })
  }
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
