import { type Hex, isAddress, isHexData } from '../../shared/hex'
import { MAX_ALLOWANCE, type SpendPermission } from './spendPermission'

/** A permission as JSON carries it: the uint160 and uint256 fields as decimal strings (JSON has no bigint). */
export type SpendPermissionJson = {
  readonly [K in keyof SpendPermission]: SpendPermission[K] extends bigint ? string : SpendPermission[K]
}

const DECIMAL = /^(?:0|[1-9][0-9]{0,77})$/
const UINT48_MAX = 2 ** 48 - 1
const UINT256_MAX = 2n ** 256n - 1n
/** extraData beyond this is no monthly permission: it names one creator in 32 bytes. */
const MAX_EXTRA_DATA_BYTES = 1_024

export function spendPermissionJson(permission: SpendPermission): SpendPermissionJson {
  return { ...permission, allowance: permission.allowance.toString(), salt: permission.salt.toString() }
}

function uint(raw: unknown, max: bigint): bigint | null {
  if (typeof raw !== 'string' || !DECIMAL.test(raw)) return null
  const value = BigInt(raw)
  return value <= max ? value : null
}

function uint48(raw: unknown): number | null {
  return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 && raw <= UINT48_MAX ? raw : null
}

/**
 * Reads a permission sent as JSON: every field present and in its Solidity type's range (addresses, uint160
 * allowance and uint256 salt as decimal strings, uint48 times as numbers, extraData as whole bytes of hex); null
 * otherwise.
 * @example readSpendPermission({ ...spendPermissionJson(permission) }) // equal to permission
 */
export function readSpendPermission(raw: unknown): SpendPermission | null {
  if (typeof raw !== 'object' || raw === null) return null
  const input = raw as Record<string, unknown>
  const { account, spender, token, extraData } = input
  if (!isAddress(account) || !isAddress(spender) || !isAddress(token)) return null
  if (!isHexData(extraData) || extraData.length > 2 + 2 * MAX_EXTRA_DATA_BYTES) return null
  const allowance = uint(input.allowance, MAX_ALLOWANCE)
  const salt = uint(input.salt, UINT256_MAX)
  const period = uint48(input.period)
  const start = uint48(input.start)
  const end = uint48(input.end)
  if (allowance === null || salt === null || period === null || start === null || end === null) return null
  return { account, spender, token, allowance, period, start, end, salt, extraData: extraData as Hex }
}
