import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseRpcQuantity, parseRpcSafeInteger } from '../../../src/adapters/chainReader/parseRpcQuantity'
import { hasCode } from '../../../src/domain/errors/baseError'

const outcome = <T>(parse: () => T): T | 'invalid' => {
  try {
    return parse()
  } catch (err) {
    if (!hasCode(err, 'rpc-invalid-answer')) throw err
    return 'invalid'
  }
}
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const hexish = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFxX -g'), maxLength: 70 })

describe('parseRpcQuantity', () => {
  test('behavior: any 256-bit number round-trips through its hex quantity', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (n) => {
        expect(parseRpcQuantity(`0x${n.toString(16)}`, 'value')).toBe(n)
      }),
    )
  })

  test('behavior: exactly 0x and 1 to 64 hex digits is a quantity; anything else is rpc-invalid-answer, never another error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hexish,
          hexish.map((s) => `0x${s}`),
          fc.anything(),
        ),
        (raw) => {
          const valid = typeof raw === 'string' && QUANTITY.test(raw)
          expect(outcome(() => parseRpcQuantity(raw, 'value'))).toEqual(valid ? BigInt(raw as string) : 'invalid')
        },
      ),
    )
  })
})

describe('parseRpcSafeInteger', () => {
  test('behavior: a quantity is a number exactly when it is a safe integer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n }), (n) => {
        const parsed = outcome(() => parseRpcSafeInteger(`0x${n.toString(16)}`, 'nonce'))
        expect(parsed).toEqual(n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : 'invalid')
      }),
    )
  })
})
