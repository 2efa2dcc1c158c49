import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MAX_ALLOWANCE, type SpendPermission } from '../../../../src/domain/support/monthly/spendPermission'
import { readSpendPermission, spendPermissionJson } from '../../../../src/domain/support/monthly/spendPermissionJson'

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((b) => `0x${Buffer.from(b).toString('hex')}` as const)
const uint48 = fc.integer({ min: 0, max: 2 ** 48 - 1 })
const permission: fc.Arbitrary<SpendPermission> = fc.record({
  account: address,
  spender: address,
  token: address,
  allowance: fc.bigInt({ min: 0n, max: MAX_ALLOWANCE }),
  period: uint48,
  start: uint48,
  end: uint48,
  salt: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
  extraData: fc.uint8Array({ maxLength: 64 }).map((b) => `0x${Buffer.from(b).toString('hex')}` as const),
})

describe('readSpendPermission', () => {
  test('behavior: any permission survives a trip through JSON text', () => {
    fc.assert(
      fc.property(permission, (p) => {
        expect(readSpendPermission(JSON.parse(JSON.stringify(spendPermissionJson(p))))).toEqual(p)
      }),
    )
  })

  test('behavior: any field out of its Solidity range, or of another type, is refused', () => {
    const bad = fc.oneof(
      fc.constant<[string, unknown]>(['allowance', MAX_ALLOWANCE + 1n]),
      fc.constant<[string, unknown]>(['allowance', '-1']),
      fc.constant<[string, unknown]>(['allowance', '01']),
      fc.constant<[string, unknown]>(['salt', (2n ** 256n).toString()]),
      fc.constant<[string, unknown]>(['period', 2 ** 48]),
      fc.constant<[string, unknown]>(['start', 1.5]),
      fc.constant<[string, unknown]>(['end', '5']),
      fc.constant<[string, unknown]>(['account', '0x1234']),
      fc.constant<[string, unknown]>(['extraData', '0x123']),
      fc.constant<[string, unknown]>(['token', undefined]),
    )
    fc.assert(
      fc.property(permission, bad, (p, [field, value]) => {
        const json = { ...spendPermissionJson(p), [field]: typeof value === 'bigint' ? value.toString() : value }
        expect(readSpendPermission(json)).toBeNull()
      }),
    )
  })

  test('behavior: never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (raw) => void readSpendPermission(raw)))
  })
})
