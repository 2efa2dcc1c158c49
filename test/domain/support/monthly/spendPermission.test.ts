import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { Address } from '../../../../src/domain/shared/hex'
import {
  creatorExtraData,
  creatorOf,
  spendPermissionTypedData,
} from '../../../../src/domain/support/monthly/spendPermission'
import { COLLECTOR, CREATOR, GOOD_PERMISSION } from './monthlyArbitraries'

describe('creatorOf', () => {
  test('default: reads the creator that creatorExtraData wrote', () => {
    expect(creatorOf({ extraData: creatorExtraData(CREATOR) })).toBe(CREATOR.toLowerCase())
  })

  test.each([
    ['0x'],
    [`0x${'00'.repeat(32)}`],
    [`${creatorExtraData(CREATOR)}00`],
    [`0x01${'00'.repeat(11)}${CREATOR.slice(2)}`],
    [creatorExtraData(CREATOR).slice(0, -2)],
  ] as const)('parameters: %s names no creator', (extraData) => {
    expect(creatorOf({ extraData: extraData as `0x${string}` })).toBeNull()
  })

  test('behavior: any non-zero address survives the round trip (fuzz)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        fc.pre(bytes.some((b) => b !== 0))
        const address = `0x${Buffer.from(bytes).toString('hex')}` as Address
        expect(creatorOf({ extraData: creatorExtraData(address) })).toBe(address)
      }),
    )
  })
})

describe('spendPermissionTypedData', () => {
  test('default: the manager domain on the chain, the permission as message', () => {
    const typed = spendPermissionTypedData(GOOD_PERMISSION, 8453, COLLECTOR)
    expect(typed.domain).toEqual({
      name: 'Spend Permission Manager',
      version: '1',
      chainId: 8453,
      verifyingContract: COLLECTOR,
    })
    expect(typed.primaryType).toBe('SpendPermission')
    expect(typed.message).toBe(GOOD_PERMISSION)
    expect(typed.types.SpendPermission.map((f) => `${f.type} ${f.name}`).join(',')).toBe(
      'address account,address spender,address token,uint160 allowance,uint48 period,uint48 start,uint48 end,uint256 salt,bytes extraData',
    )
  })
})
