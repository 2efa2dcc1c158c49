import { numberToDecimalString, parseDecimal, toDecimalString, type Decimal } from './decimalString'

const UNITS = ['k', 'm', 'b', 't'] as const

function group(integer: bigint): string {
  return integer.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Keeps at most `places` fraction digits (truncating: a balance is never shown higher than it is). */
function fixed(integer: bigint, fraction: string, places: number): string {
  const kept = fraction.slice(0, places).replace(/0+$/, '')
  return `${group(integer)}${kept ? `.${kept}` : ''}`
}

function abbreviate(integer: bigint, fraction: string): string {
  for (let i = UNITS.length - 1; i >= 0; i--) {
    const power = (i + 1) * 3
    if (integer >= 10n ** BigInt(power)) {
      const digits = integer.toString()
      const split = digits.length - power
      return fixed(BigInt(digits.slice(0, split)), digits.slice(split) + fraction, 1) + UNITS[i]
    }
  }
  return fixed(integer, fraction, 1)
}

/** What a positive amount below the smallest step shown (0.001) reads as: never "0" for something that is not zero. */
export const DUST = '<0.001'

function formatEnglish({ negative, integer, fraction }: Decimal): string {
  let body: string
  if (integer < 1n) body = fixed(integer, fraction, 3)
  else if (integer < 100n) body = fixed(integer, fraction, 2)
  else if (integer < 10_000n) body = fixed(integer, fraction, 1)
  else body = abbreviate(integer, fraction)
  if (body !== '0') return negative ? `-${body}` : body
  // A negative amount this small (no balance is negative) reads as zero, as before.
  return !negative && /[1-9]/.test(fraction) ? DUST : body
}

const formatters = new Map<string, Intl.NumberFormat>()

/** Intl.NumberFormat v3 options (ES2023), not yet in the ES2022 library types. */
type NumberFormatV3Options = Omit<Intl.NumberFormatOptions, 'signDisplay'> & {
  roundingMode: 'trunc'
  signDisplay: 'negative'
}

/** Intl.NumberFormat v3 formats a decimal string exactly, without a float in between. */
function formatExact(format: Intl.NumberFormat, decimal: string): string {
  return (format.format as unknown as (value: string) => string)(decimal)
}

/** One cached formatter per locale and tier; always truncating, like the English display. */
function formatter(locale: string, places: number, compact: boolean): Intl.NumberFormat {
  const key = `${locale} ${places} ${compact}`
  let found = formatters.get(key)
  if (!found) {
    const options: NumberFormatV3Options = {
      maximumFractionDigits: places,
      roundingMode: 'trunc',
      signDisplay: 'negative',
      ...(compact ? { notation: 'compact' } : {}),
    }
    found = new Intl.NumberFormat(locale, options as unknown as Intl.NumberFormatOptions)
    formatters.set(key, found)
  }
  return found
}

/**
 * The same tiers as English, written with the locale's digits, separators and compact suffixes. Intl gets the exact
 * decimal string (never a float), so truncation is exact too.
 */
function formatLocalized(decimal: Decimal, locale: string): string {
  const { negative, integer, fraction } = decimal
  const places = integer < 1n ? 3 : integer < 100n ? 2 : 1
  const shownZero = integer === 0n && !/[1-9]/.test(fraction.slice(0, 3))
  if (shownZero) {
    const dust = !negative && /[1-9]/.test(fraction)
    return dust ? `<${formatExact(formatter(locale, 3, false), '0.001')}` : formatter(locale, 0, false).format(0)
  }
  const exact = `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
  return formatExact(formatter(locale, places, integer >= 10_000n), exact)
}

function formatDecimal(decimal: Decimal, locale: string): string {
  return locale === 'en' ? formatEnglish(decimal) : formatLocalized(decimal, locale)
}

/**
 * product rules: "Number display", truncating like RainbowKit's abbreviateETHBalance: under 1, 3 decimals; under 100,
 * 2; under 10000, 1 with grouping; above, 1 decimal and k, m, b or t. Trailing zeros are dropped. Unlike RainbowKit, a
 * positive amount under 0.001 shows as "<0.001", not "0": a wallet holding dust is not shown as empty.
 * Non-finite input is returned as JavaScript prints it. Another locale (a BCP 47 tag) shows the same truncated value
 * with its own digits, separators and compact suffixes, and dust as "<" before its 0.001.
 * @example formatNumber(1234.56) === '1,234.5'; formatNumber(1234567) === '1.2m'; formatNumber(0.0004) === '<0.001'
 * @example formatNumber(1234.56, 'de') === '1.234,5'; formatNumber(1299999, 'de') === '1,2\u00a0Mio.'
 */
export function formatNumber(n: number, locale = 'en'): string {
  if (!Number.isFinite(n)) return String(n)
  const decimal = parseDecimal(numberToDecimalString(n))
  return decimal ? formatDecimal(decimal, locale) : String(n)
}

/**
 * A token balance formatted without float loss: the exact decimal of `value / 10^decimals`, then the display of product
 * rules: "Number display".
 * @example formatBalance({ value: 1234500000000000000n, decimals: 18 }) === '1.23'
 * @example formatBalance({ value: 1234500000000000000n, decimals: 18 }, 'fr') === '1,23'
 */
export function formatBalance({ value, decimals }: { value: bigint; decimals: number }, locale = 'en'): string {
  const decimal = parseDecimal(toDecimalString(value, decimals))
  return decimal ? formatDecimal(decimal, locale) : '0'
}
