import { describe, expect, test } from 'vitest'
import { formatBalance, formatNumber } from '../../../src/domain/account/formatNumber'
import { hasCode } from '../../../src/domain/errors/baseError'

describe('formatNumber', () => {
  test('default: zero', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(-0)).toBe('0')
  })

  test('behavior: under 1, 3 decimals, truncated', () => {
    expect(formatNumber(0.1234)).toBe('0.123')
    expect(formatNumber(0.9999)).toBe('0.999')
    expect(formatNumber(0.5)).toBe('0.5')
    expect(formatNumber(0.001)).toBe('0.001')
  })

  test('behavior: a positive amount under 0.001 is "<0.001", never "0"', () => {
    expect(formatNumber(0.0009999)).toBe('<0.001')
    expect(formatNumber(0.0001)).toBe('<0.001')
    expect(formatNumber(1e-7)).toBe('<0.001')
    expect(formatNumber(Number.MIN_VALUE)).toBe('<0.001')
  })

  test('behavior: under 100, 2 decimals, truncated', () => {
    expect(formatNumber(12.345)).toBe('12.34')
    expect(formatNumber(1)).toBe('1')
    expect(formatNumber(1.05)).toBe('1.05')
    expect(formatNumber(1.1)).toBe('1.1')
    expect(formatNumber(99.999)).toBe('99.99')
  })

  test('behavior: under 10000, 1 decimal with grouping', () => {
    expect(formatNumber(100)).toBe('100')
    expect(formatNumber(123.456)).toBe('123.4')
    expect(formatNumber(1234.56)).toBe('1,234.5')
    expect(formatNumber(9999.99)).toBe('9,999.9')
  })

  test('behavior: from 10000, abbreviated with k, m, b, t', () => {
    expect(formatNumber(10000)).toBe('10k')
    expect(formatNumber(12345)).toBe('12.3k')
    expect(formatNumber(999_999)).toBe('999.9k')
    expect(formatNumber(1_234_567)).toBe('1.2m')
    expect(formatNumber(1.5e9)).toBe('1.5b')
    expect(formatNumber(2e12)).toBe('2t')
    expect(formatNumber(1.234e15)).toBe('1,234t')
    expect(formatNumber(1e21)).toBe('1,000,000,000t')
  })

  test('behavior: negatives keep the sign; non-finite values print as JavaScript does', () => {
    expect(formatNumber(-12.345)).toBe('-12.34')
    expect(formatNumber(-0.0001)).toBe('0')
    expect(formatNumber(NaN)).toBe('NaN')
    expect(formatNumber(Infinity)).toBe('Infinity')
  })
})

describe('formatBalance', () => {
  test('default: 18 decimals', () => {
    expect(formatBalance({ value: 1_234_500_000_000_000_000n, decimals: 18 })).toBe('1.23')
    expect(formatBalance({ value: 0n, decimals: 18 })).toBe('0')
    expect(formatBalance({ value: 1n, decimals: 18 })).toBe('<0.001')
    expect(formatBalance({ value: 999_999_999_999_999n, decimals: 18 })).toBe('<0.001')
    expect(formatBalance({ value: 1_000_000_000_000_000n, decimals: 18 })).toBe('0.001')
  })

  test('parameters: decimals', () => {
    expect(formatBalance({ value: 123_456_789n, decimals: 6 })).toBe('123.4')
    expect(formatBalance({ value: 12_345n, decimals: 0 })).toBe('12.3k')
  })

  test('behavior: no float loss on huge balances', () => {
    // 9007199254740993 ETH is not representable as a double; the bigint path keeps every digit before truncating.
    expect(formatBalance({ value: 9_007_199_254_740_993n * 10n ** 18n + 999n, decimals: 18 })).toBe('9,007.1t')
    expect(formatBalance({ value: 10n ** 30n, decimals: 18 })).toBe('1t')
  })

  test('behavior: invalid decimals is an invalid-decimals error', () => {
    expect(() => formatBalance({ value: 1n, decimals: -1 })).toThrow('Invalid decimals: -1')
    try {
      formatBalance({ value: 1n, decimals: 1.5 })
    } catch (err) {
      expect(hasCode(err, 'invalid-decimals')).toBe(true)
    }
  })
})
