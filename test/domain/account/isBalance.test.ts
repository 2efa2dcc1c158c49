import { describe, expect, test } from 'vitest'
import { isBalance } from '../../../src/domain/account/isBalance'

const BALANCE = { value: 1_500_000_000_000_000_000n, decimals: 18, symbol: 'ETH', formatted: '1.5' }

describe('isBalance', () => {
  test('default: a balance as the chain reader gives it', () => {
    expect(isBalance(BALANCE)).toBe(true)
    expect(isBalance({ ...BALANCE, value: 0n, decimals: 0 })).toBe(true)
    expect(isBalance({ ...BALANCE, decimals: 255 })).toBe(true)
  })

  test('parameters: a stored balance that lost its shape (the corruptions seen in saved caches)', () => {
    expect(isBalance({ ...BALANCE, decimals: '18' })).toBe(false)
    const { value: _value, ...withoutValue } = BALANCE
    expect(isBalance(withoutValue)).toBe(false)
    expect(isBalance({ ...BALANCE, value: '1500000000000000000' })).toBe(false)
    expect(isBalance({ ...BALANCE, value: { $bigint: 'x' } })).toBe(false)
    expect(isBalance({ ...BALANCE, value: 1.5 })).toBe(false)
  })

  test('parameters: decimals that cannot be formatted', () => {
    for (const decimals of [-1, 256, 1.5, Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(isBalance({ ...BALANCE, decimals })).toBe(false)
    }
  })

  test('parameters: symbol or formatted amount missing or not text; not an object at all', () => {
    expect(isBalance({ ...BALANCE, symbol: undefined })).toBe(false)
    expect(isBalance({ ...BALANCE, formatted: 1.5 })).toBe(false)
    for (const value of [null, undefined, 18, 'ETH', [], 10n]) expect(isBalance(value)).toBe(false)
  })
})
