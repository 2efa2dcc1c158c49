import fc from 'fast-check'
import type { SupportToken } from '../../../../src/domain/chains/supportTokens'
import type { Address } from '../../../../src/domain/shared/hex'
import type { MonthlyOffer } from '../../../../src/domain/support/monthly/monthlyOffer'
import type { SpendPermissionContext } from '../../../../src/domain/support/monthly/admitSpendPermission'
import {
  creatorExtraData,
  MONTHLY_PERIOD_SECONDS,
  OPEN_END,
  type SpendPermission,
} from '../../../../src/domain/support/monthly/spendPermission'

export const USDC: SupportToken = {
  chainId: 8453,
  address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  symbol: 'USDC',
  decimals: 6,
}
export const SUPPORTER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const CREATOR: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
export const COLLECTOR: Address = '0x00000000000000000000000000000000C011EC70'
export const NOW = 1_800_000_000

export const OFFER: MonthlyOffer = {
  chainId: 8453,
  token: USDC.address,
  tiers: [
    { amount: 3_000_000n, title: 'Friend', benefits: 'My thanks' },
    { amount: 5_000_000n, title: 'Patron', benefits: 'Early drafts' },
  ],
}

export const CONTEXT: SpendPermissionContext = {
  supporter: SUPPORTER,
  creator: CREATOR,
  offer: OFFER,
  chainId: 8453,
  collector: COLLECTOR,
  now: NOW,
  clockSkew: 300,
}

/** The permission a supporter's wallet signs for the 5 USDC tier: admitted as it stands. */
export const GOOD_PERMISSION: SpendPermission = {
  account: SUPPORTER,
  spender: COLLECTOR,
  token: USDC.address,
  allowance: 5_000_000n,
  period: MONTHLY_PERIOD_SECONDS,
  start: NOW,
  end: OPEN_END,
  salt: 7n,
  extraData: creatorExtraData(CREATOR),
}

// A few addresses in either case, so that equal ones come up often.
export const addressArb: fc.Arbitrary<Address> = fc
  .tuple(fc.constantFrom(SUPPORTER, CREATOR, COLLECTOR, USDC.address), fc.boolean())
  .map(([a, upper]) => (upper ? (`0x${a.slice(2).toUpperCase()}` as Address) : (a.toLowerCase() as Address)))

export const permissionArb: fc.Arbitrary<SpendPermission> = fc.record({
  account: addressArb,
  spender: addressArb,
  token: addressArb,
  allowance: fc.constantFrom(0n, 3_000_000n, 5_000_000n, 5_000_001n),
  period: fc.constantFrom(MONTHLY_PERIOD_SECONDS, 86_400, MONTHLY_PERIOD_SECONDS + 1),
  start: fc.integer({ min: NOW - 1000, max: NOW + 1000 }),
  end: fc.oneof(fc.constant(OPEN_END), fc.integer({ min: NOW - 1000, max: NOW + 1000 })),
  salt: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
  extraData: fc.oneof(
    addressArb.map(creatorExtraData),
    fc.constantFrom('0x' as const, `0x${'00'.repeat(32)}` as const),
  ),
})
