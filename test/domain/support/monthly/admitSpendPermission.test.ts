import { describe, expect, test } from 'vitest'
import { spendPermissionRefusal } from '../../../../src/domain/support/monthly/admitSpendPermission'
import { creatorExtraData, MONTHLY_PERIOD_SECONDS } from '../../../../src/domain/support/monthly/spendPermission'
import { COLLECTOR, CONTEXT, CREATOR, GOOD_PERMISSION, NOW, SUPPORTER, USDC } from './monthlyArbitraries'

const OTHER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

describe('spendPermissionRefusal', () => {
  test('default: the offered permission of the signed-in supporter is admitted, in any letter case', () => {
    expect(spendPermissionRefusal(GOOD_PERMISSION, CONTEXT)).toBeNull()
    const lower = { ...GOOD_PERMISSION, account: SUPPORTER.toLowerCase() as typeof SUPPORTER }
    expect(
      spendPermissionRefusal(lower, { ...CONTEXT, collector: COLLECTOR.toLowerCase() as typeof COLLECTOR }),
    ).toBeNull()
  })

  test.each([
    ['another-account', { account: OTHER }],
    ['token-not-offered', { token: OTHER }],
    ['allowance-not-offered', { allowance: 4_000_000n }],
    ['allowance-not-offered', { allowance: 5_000_001n }],
    ['period-not-monthly', { period: 86_400 }],
    ['period-not-monthly', { period: MONTHLY_PERIOD_SECONDS - 1 }],
    ['spender-not-collector', { spender: CREATOR }],
    ['another-creator', { extraData: creatorExtraData(OTHER) }],
    ['another-creator', { extraData: '0x' }],
    ['start-in-future', { start: NOW + 301 }],
    ['already-ended', { end: NOW }],
  ] as const)('parameters: %s for %o', (code, change) => {
    expect(spendPermissionRefusal({ ...GOOD_PERMISSION, ...change }, CONTEXT)).toBe(code)
  })

  test('parameters: a chain the offer is not on', () => {
    expect(spendPermissionRefusal(GOOD_PERMISSION, { ...CONTEXT, chainId: 10 })).toBe('chain-not-offered')
  })

  test('behavior: a start within the clock skew, or in the past, is admitted', () => {
    expect(spendPermissionRefusal({ ...GOOD_PERMISSION, start: NOW + 300 }, CONTEXT)).toBeNull()
    expect(spendPermissionRefusal({ ...GOOD_PERMISSION, start: NOW - 86_400 }, CONTEXT)).toBeNull()
    expect(USDC.chainId).toBe(CONTEXT.offer.chainId)
  })
})
