import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { sameAddress } from '../../../../src/domain/shared/hex'
import { spendPermissionRefusal } from '../../../../src/domain/support/monthly/admitSpendPermission'
import { creatorOf, MONTHLY_PERIOD_SECONDS } from '../../../../src/domain/support/monthly/spendPermission'
import { CONTEXT, permissionArb } from './monthlyArbitraries'

describe('spendPermissionRefusal', () => {
  test('behavior: admitted exactly when every field is what the creator offers to the signed-in supporter', () => {
    fc.assert(
      fc.property(permissionArb, (permission) => {
        const offered =
          sameAddress(permission.account, CONTEXT.supporter) &&
          sameAddress(permission.token, CONTEXT.offer.token) &&
          CONTEXT.offer.tiers.some((t) => t.amount === permission.allowance) &&
          permission.period === MONTHLY_PERIOD_SECONDS &&
          sameAddress(permission.spender, CONTEXT.collector) &&
          sameAddress(creatorOf(permission) ?? undefined, CONTEXT.creator) &&
          permission.start <= CONTEXT.now + CONTEXT.clockSkew &&
          permission.end > CONTEXT.now &&
          permission.end > permission.start
        expect(spendPermissionRefusal(permission, CONTEXT) === null).toBe(offered)
      }),
    )
  })

  test('behavior: another account is refused first, whatever else is wrong', () => {
    fc.assert(
      fc.property(permissionArb, (permission) => {
        fc.pre(!sameAddress(permission.account, CONTEXT.supporter))
        expect(spendPermissionRefusal(permission, CONTEXT)).toBe('another-account')
      }),
    )
  })
})
