import type { Address, Hex } from '../../shared/hex'

/**
 * A spend permission exactly as the spend-permission manager's struct and EIP-712 type hold it: `spender` may pull
 * at most `allowance` (base units of `token`) from `account` in each `period` (seconds) from `start` until `end`
 * (unix seconds). Monthly support names the creator it pays in `extraData` (see `creatorOf`).
 */
export type SpendPermission = {
  readonly account: Address
  readonly spender: Address
  readonly token: Address
  readonly allowance: bigint
  readonly period: number
  readonly start: number
  readonly end: number
  readonly salt: bigint
  readonly extraData: Hex
}

/** The period of monthly support: 30 days, in seconds. */
export const MONTHLY_PERIOD_SECONDS = 30 * 24 * 60 * 60

/** `end` of a permission that runs until revoked (uint48 max), as wallets write it. */
export const OPEN_END = 2 ** 48 - 1

/** The largest allowance the manager stores (uint160). */
export const MAX_ALLOWANCE = 2n ** 160n - 1n

/** The EIP-712 domain name and version the manager signs under. */
export const SPEND_PERMISSION_DOMAIN = { name: 'Spend Permission Manager', version: '1' } as const

/** The EIP-712 type of a permission, field for field in the manager's order. */
export const SPEND_PERMISSION_TYPES = {
  SpendPermission: [
    { name: 'account', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'allowance', type: 'uint160' },
    { name: 'period', type: 'uint48' },
    { name: 'start', type: 'uint48' },
    { name: 'end', type: 'uint48' },
    { name: 'salt', type: 'uint256' },
    { name: 'extraData', type: 'bytes' },
  ],
} as const

/** What a signature over a permission covers: the domain (chain and manager) and the permission itself. */
export type SpendPermissionTypedData = {
  readonly domain: {
    readonly name: string
    readonly version: string
    readonly chainId: number
    readonly verifyingContract: Address
  }
  readonly types: typeof SPEND_PERMISSION_TYPES
  readonly primaryType: 'SpendPermission'
  readonly message: SpendPermission
}

/**
 * The typed data a wallet signs to grant `permission` on the manager at `manager` on `chainId`.
 * @example spendPermissionTypedData(permission, 8453, '0xf85210B21cC50302F477BA56686d2019dC9b67Ad')
 */
export function spendPermissionTypedData(
  permission: SpendPermission,
  chainId: number,
  manager: Address,
): SpendPermissionTypedData {
  return {
    domain: { ...SPEND_PERMISSION_DOMAIN, chainId, verifyingContract: manager },
    types: SPEND_PERMISSION_TYPES,
    primaryType: 'SpendPermission',
    message: permission,
  }
}

const ADDRESS_WORD = /^0x0{24}([0-9a-fA-F]{40})$/

/**
 * The creator a monthly permission pays: `extraData` is exactly one ABI-encoded non-zero address (the collector
 * contract reads it the same way); null otherwise.
 * @example creatorOf({ ...permission, extraData: `0x${'0'.repeat(24)}${creator.slice(2)}` }) === creator (lower case)
 */
export function creatorOf(permission: Pick<SpendPermission, 'extraData'>): Address | null {
  const match = ADDRESS_WORD.exec(permission.extraData)
  if (!match || /^0+$/.test(match[1] as string)) return null
  return `0x${(match[1] as string).toLowerCase()}`
}

/** `extraData` naming `creator` (one ABI-encoded address). */
export function creatorExtraData(creator: Address): Hex {
  return `0x${'0'.repeat(24)}${creator.slice(2).toLowerCase()}`
}
