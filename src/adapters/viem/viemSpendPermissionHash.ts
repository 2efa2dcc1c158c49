import { hashTypedData, type TypedDataDefinition } from 'viem'
import type { Hash } from '../../domain/shared/hex'
import type { SpendPermissionTypedData } from '../../domain/support/monthly/spendPermission'

/** The permission's EIP-712 hash: what the manager's `getHash` answers and keys its approvals by. */
export function viemSpendPermissionHash(typedData: SpendPermissionTypedData): Hash {
  // The domain's readonly shape is viem's TypedDataDefinition field for field.
  return hashTypedData(typedData as unknown as TypedDataDefinition)
}
