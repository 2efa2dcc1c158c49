import { TypedDataEncoder } from 'ethers'
import type { Hash } from '../../domain/shared/hex'
import type { SpendPermissionTypedData } from '../../domain/support/monthly/spendPermission'

/** The permission's EIP-712 hash: what the manager's `getHash` answers and keys its approvals by. */
export function ethersSpendPermissionHash(typedData: SpendPermissionTypedData): Hash {
  const types = { SpendPermission: [...typedData.types.SpendPermission] }
  return TypedDataEncoder.hash(typedData.domain, types, typedData.message) as Hash
}
