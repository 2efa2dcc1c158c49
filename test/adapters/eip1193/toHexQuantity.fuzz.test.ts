import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { toHexQuantity } from '../../../src/adapters/eip1193/toHexQuantity'

describe('toHexQuantity (property)', () => {
  test('behavior: any non-negative integer round-trips without leading zeros', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (value) => {
        const hex = toHexQuantity(value)
        expect(hex).toMatch(/^0x(0|[1-9a-f][0-9a-f]*)$/)
        expect(BigInt(hex)).toBe(value)
      }),
    )
  })
})
