import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { DUST, formatBalance, formatNumber } from '../../../src/domain/account/formatNumber'
import { LOCALES } from '../../../src/domain/i18n/locales'

const OTHERS = LOCALES.filter((l) => l !== 'en')

/** The locale's own symbols, as Intl writes them. */
function symbols(locale: string): { decimal: string; group: string; digits: string[] } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
  const digits = Array.from({ length: 10 }, (_, d) => new Intl.NumberFormat(locale).format(d))
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    digits,
  }
}

/** Reads a non-abbreviated localized number back (bounds checks only). */
function readBack(text: string, locale: string): number {
  const { decimal, group, digits } = symbols(locale)
  let plain = ''
  for (const ch of text.replace(/[\u200e\u200f\u061c]/g, '')) {
    const digit = digits.indexOf(ch)
    if (digit >= 0) plain += String(digit)
    else if (ch === decimal) plain += '.'
    else if (ch === group || ch === '\u00a0' || ch === '\u202f') continue
    else throw new Error(`Unexpected character ${JSON.stringify(ch)} in ${JSON.stringify(text)}`)
  }
  return Number(plain)
}

function step(n: number): number {
  return n < 1 ? 1e-3 : n < 100 ? 1e-2 : 1e-1
}

describe('formatNumber in other locales (property)', () => {
  test('behavior: English is the default and unchanged', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(formatNumber(n, 'en')).toBe(formatNumber(n))
      }),
    )
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 36 }), (value, decimals) => {
        expect(formatBalance({ value, decimals }, 'en')).toBe(formatBalance({ value, decimals }))
      }),
    )
  })

  test('behavior: below 10000 the shown value never overstates and loses less than one display step', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OTHERS), fc.double({ min: 0.001, max: 9999.99, noNaN: true }), (locale, n) => {
        const shown = readBack(formatNumber(n, locale), locale)
        const slack = Math.max(n, 1) * 1e-12
        expect(shown).toBeLessThanOrEqual(n + slack)
        expect(n - shown).toBeLessThan(step(n) + slack)
      }),
    )
  })

  test("behavior: a kept fraction is written with the locale's decimal separator", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OTHERS),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 9 }),
        (locale, whole, tenth) => {
          const text = formatBalance({ value: BigInt(whole * 10 + tenth), decimals: 1 }, locale)
          expect(text).toContain(symbols(locale).decimal)
          if (symbols(locale).decimal !== '.') expect(text).not.toContain('.')
        },
      ),
    )
  })

  test('behavior: dust is "<" and the locale\'s 0.001; zero is the locale\'s 0', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OTHERS), fc.double({ min: 0, max: 0.000999, noNaN: true }), (locale, n) => {
        const { decimal, digits } = symbols(locale)
        const dust = `<${digits[0]}${decimal}${digits[0]}${digits[0]}${digits[1]}`
        expect(formatNumber(n, locale)).toBe(n === 0 ? digits[0] : dust)
      }),
    )
  })

  test('behavior: abbreviated amounts never round up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OTHERS),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 4, max: 15 }),
        (locale, lead, power) => {
          // Just below lead * 10^power: a rounding formatter would show the next step.
          const value = BigInt(lead) * 10n ** BigInt(power) - 1n
          const truncated = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
            lead * 10 ** power,
          )
          expect(formatBalance({ value, decimals: 0 }, locale)).not.toBe(truncated)
        },
      ),
    )
  })
})

describe('formatNumber in other locales (examples)', () => {
  test.each([
    ['de', 1234.56, '1.234,5'],
    ['de', 0.0004, '<0,001'],
    ['de', 1_299_999, '1,2\u00a0Mio.'],
    ['fr', 12_399, '12,3\u00a0k'],
    ['fa', 1.239, '۱٫۲۳'],
    ['ja', 1_299_999, '129.9万'],
  ])('behavior: %s writes %d as %s', (locale, n, text) => {
    expect(formatNumber(n, locale)).toBe(text)
  })

  test('behavior: English dust stays the DUST constant', () => {
    expect(formatNumber(0.0004)).toBe(DUST)
  })
})
