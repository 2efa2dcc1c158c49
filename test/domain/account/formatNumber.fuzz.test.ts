import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { DUST, formatBalance, formatNumber } from '../../../src/domain/account/formatNumber'
import { numberToDecimalString, toDecimalString } from '../../../src/domain/account/decimalString'

const SHAPE = /^(<0\.001|-?(0|[1-9]\d{0,2}(,\d{3})*)(\.\d*[1-9])?[kmbt]?)$/
const UNIT: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9, t: 1e12 }

/** Reads a formatted number back (for bounds checks only); "<0.001" as 0, the bound it keeps below. */
function readBack(text: string): number {
  if (text === DUST) return 0
  const unit = UNIT[text.at(-1) ?? ''] ?? 1
  return Number(text.replace(/[,kmbt]/g, '')) * unit
}

/** The largest amount truncation may cut off at this magnitude. */
function step(n: number): number {
  if (n < 1) return 1e-3
  if (n < 100) return 1e-2
  if (n < 1e4) return 1e-1
  const unit = n >= 1e12 ? 1e12 : n >= 1e9 ? 1e9 : n >= 1e6 ? 1e6 : 1e3
  return unit / 10
}

describe('formatNumber (property)', () => {
  test('behavior: any finite number has the display shape, never a throw', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(formatNumber(n)).toMatch(SHAPE)
      }),
    )
  })

  test('behavior: truncation never overstates and loses less than one display step', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e18, noNaN: true }), (n) => {
        const shown = readBack(formatNumber(n))
        const slack = Math.max(n, 1) * 1e-12
        expect(shown).toBeLessThanOrEqual(n + slack)
        expect(n - shown).toBeLessThan(step(n) + slack)
      }),
    )
  })

  test('behavior: "0" exactly for zero, "<0.001" exactly for 0 < n < 0.001', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (n) => {
        const shown = formatNumber(n)
        expect(shown === '0').toBe(n === 0)
        expect(shown === DUST).toBe(n > 0 && n < 0.001)
      }),
    )
  })

  test('behavior: monotonic', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e18, noNaN: true }),
        fc.double({ min: 0, max: 1e18, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a]
          expect(readBack(formatNumber(lo))).toBeLessThanOrEqual(readBack(formatNumber(hi)))
        },
      ),
    )
  })

  test('behavior: the decimal expansion reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const text = numberToDecimalString(n)
        expect(text).not.toMatch(/e/i)
        expect(Number(text)).toBe(n === 0 ? 0 : n)
      }),
    )
  })
})

describe('formatBalance (property)', () => {
  test('behavior: the exact decimal string round-trips to the bigint', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.integer({ min: 0, max: 40 }),
        (value, decimals) => {
          const text = toDecimalString(value, decimals)
          const [whole = '', fraction = ''] = text.replace('-', '').split('.')
          const back = BigInt(whole + fraction.padEnd(decimals, '0')) * (text.startsWith('-') ? -1n : 1n)
          expect(back).toBe(value)
        },
      ),
    )
  })

  test('behavior: agrees with formatNumber on safe integers', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(formatBalance({ value: BigInt(n), decimals: 0 })).toBe(formatNumber(n))
      }),
    )
  })

  test('behavior: a balance shows "0" exactly when it is zero', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 36 }), (value, decimals) => {
        expect(formatBalance({ value, decimals }) === '0').toBe(value === 0n)
      }),
    )
  })

  test('behavior: any balance has the display shape', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 60n }), fc.integer({ min: 0, max: 36 }), (value, decimals) => {
        expect(formatBalance({ value, decimals })).toMatch(SHAPE)
      }),
    )
  })
})
