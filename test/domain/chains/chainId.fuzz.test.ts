import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { chainIdToHex, parseChainId } from '../../../src/domain/chains/chainId'

const validId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })

describe('chainId (property)', () => {
  test('behavior: hex and decimal forms round-trip', () => {
    fc.assert(
      fc.property(validId, (id) => {
        expect(parseChainId(chainIdToHex(id))).toBe(id)
        expect(parseChainId(String(id))).toBe(id)
        expect(parseChainId(BigInt(id))).toBe(id)
        expect(chainIdToHex(id)).toMatch(/^0x[1-9a-f][0-9a-f]*$/)
      }),
    )
  })

  test('behavior: any input gives a positive safe integer or undefined, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.double(), fc.bigInt()), (input) => {
        const id = parseChainId(input)
        if (id !== undefined) expect(Number.isSafeInteger(id) && id > 0).toBe(true)
      }),
    )
  })
})
