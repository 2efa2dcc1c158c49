import { type Address, sameAddress } from '../../shared/hex'
import type { MonthlyOffer } from './monthlyOffer'
import { creatorOf, MONTHLY_PERIOD_SECONDS, type SpendPermission } from './spendPermission'

/** Why a signed permission is not what the creator offers to the signed-in supporter. */
export type SpendPermissionRefusal =
  | 'another-account'
  | 'chain-not-offered'
  | 'token-not-offered'
  | 'allowance-not-offered'
  | 'period-not-monthly'
  | 'spender-not-collector'
  | 'another-creator'
  | 'start-in-future'
  | 'already-ended'
  | 'bad-signature'

/** What the server knows when a supporter sends a permission: who is signed in, the creator's offer, the time. */
export type SpendPermissionContext = {
  /** The signed-in account: the permission's account must be this one. */
  readonly supporter: Address
  readonly creator: Address
  readonly offer: MonthlyOffer
  readonly chainId: number
  /** The spender the server expects on that chain: our collector contract. */
  readonly collector: Address
  /** Unix seconds. */
  readonly now: number
  /** How far `start` may be ahead of `now` (a wallet's clock), in seconds. */
  readonly clockSkew: number
}

/**
 * The first reason `permission` is refused, or null when it is exactly a monthly support the creator offers. The
 * signature is checked apart (`bad-signature` comes from the verifier), after these cheap rules.
 * @example spendPermissionRefusal({ ...permission, period: 86_400 }, context) === 'period-not-monthly'
 */
export function spendPermissionRefusal(
  permission: SpendPermission,
  context: SpendPermissionContext,
): SpendPermissionRefusal | null {
  if (!sameAddress(permission.account, context.supporter)) return 'another-account'
  if (context.chainId !== context.offer.chainId) return 'chain-not-offered'
  if (!sameAddress(permission.token, context.offer.token)) return 'token-not-offered'
  if (!context.offer.tiers.some((tier) => tier.amount === permission.allowance)) return 'allowance-not-offered'
  if (permission.period !== MONTHLY_PERIOD_SECONDS) return 'period-not-monthly'
  if (!sameAddress(permission.spender, context.collector)) return 'spender-not-collector'
  if (!sameAddress(creatorOf(permission) ?? undefined, context.creator)) return 'another-creator'
  if (permission.start > context.now + context.clockSkew) return 'start-in-future'
  if (permission.end <= context.now || permission.end <= permission.start) return 'already-ended'
  return null
}
