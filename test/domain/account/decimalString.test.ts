import { describe, expect, test } from 'vitest'
import { numberToDecimalString, parseDecimal, toDecimalString } from '../../../src/domain/account/decimalString'

describe('toDecimalString', () => {
  test('default', () => {
    expect(toDecimalString(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(toDecimalString(1n, 18)).toBe('0.000000000000000001')
    expect(toDecimalString(0n, 18)).toBe('0')
  })

  test('parameters: zero decimals and negatives', () => {
    expect(toDecimalString(42n, 0)).toBe('42')
    expect(toDecimalString(-1_050n, 3)).toBe('-1.05')
  })

  test('behavior: invalid decimals throw', () => {
    expect(() => toDecimalString(1n, 256)).toThrow('Invalid decimals: 256')
    expect(() => toDecimalString(1n, NaN)).toThrow('Invalid decimals: NaN')
  })
})

describe('numberToDecimalString', () => {
  test('behavior: expands exponent notation', () => {
    expect(numberToDecimalString(1e-7)).toBe('0.0000001')
    expect(numberToDecimalString(1.25e-7)).toBe('0.000000125')
    expect(numberToDecimalString(-2.5e-8)).toBe('-0.000000025')
    expect(numberToDecimalString(1e21)).toBe('1000000000000000000000')
    expect(numberToDecimalString(1.5e22)).toBe('15000000000000000000000')
    expect(numberToDecimalString(12.5)).toBe('12.5')
    expect(numberToDecimalString(-0)).toBe('0')
  })
})

describe('parseDecimal', () => {
  test('behavior: plain decimals only', () => {
    expect(parseDecimal('-12.50')).toEqual({ negative: true, integer: 12n, fraction: '50' })
    expect(parseDecimal('7')).toEqual({ negative: false, integer: 7n, fraction: '' })
    for (const bad of ['', '1e5', '.5', '5.', 'abc', '1,000']) expect(parseDecimal(bad)).toBeUndefined()
  })
})
