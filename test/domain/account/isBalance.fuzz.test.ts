import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { formatBalance } from '../../../src/domain/account/formatNumber'
import { isBalance } from '../../../src/domain/account/isBalance'
import { storedValue } from '../../support/storedValue'

/** Balance-like records whose fields are each right or any stored value, so both answers are reached often. */
const balanceLike = fc.record(
  {
    value: fc.oneof(fc.bigInt(), storedValue),
    decimals: fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double(), storedValue),
    symbol: fc.oneof(fc.string(), storedValue),
    formatted: fc.oneof(fc.string(), storedValue),
  },
  { requiredKeys: [] },
)

describe('isBalance (property)', () => {
  test('behavior: any stored value is either a balance that formats, or rejected; never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(storedValue, balanceLike), (value) => {
        if (!isBalance(value)) return
        expect(typeof value.value).toBe('bigint')
        expect(formatBalance(value)).toMatch(/^(-?\d|<0\.001$)/)
      }),
      { numRuns: 2000 },
    )
  })

  test('behavior: accepts exactly a bigint amount, integer decimals in 0..255, and text symbol and amount', () => {
    fc.assert(
      fc.property(balanceLike, (value) => {
        const decimals = value.decimals
        const expected =
          typeof value.value === 'bigint' &&
          typeof decimals === 'number' &&
          Number.isInteger(decimals) &&
          decimals >= 0 &&
          decimals <= 255 &&
          typeof value.symbol === 'string' &&
          typeof value.formatted === 'string'
        expect(isBalance(value)).toBe(expected)
      }),
      { numRuns: 2000 },
    )
  })
})
