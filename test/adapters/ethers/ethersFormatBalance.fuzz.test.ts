import fc from 'fast-check'
import { formatUnits, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { formatBalance } from '../../../src/adapters/ethers/ethersFormatBalance'

const value = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n })
const decimals = fc.integer({ min: 0, max: 36 })

describe('formatBalance', () => {
  test('behavior: writes exactly what viem writes, so both readers format a balance alike', () => {
    fc.assert(
      fc.property(value, decimals, (v, d) => {
        expect(formatBalance(v, d)).toBe(formatUnits(v, d))
      }),
    )
  })

  test('behavior: the string is exact: parsing it back gives the value', () => {
    fc.assert(
      fc.property(value, decimals, (v, d) => {
        expect(parseUnits(formatBalance(v, d), d)).toBe(v)
      }),
    )
  })
})
