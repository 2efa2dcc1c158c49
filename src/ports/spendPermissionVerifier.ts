import type { Hex } from '../domain/shared/hex'
import type { SpendPermissionTypedData } from '../domain/support/monthly/spendPermission'

/**
 * Checks that a spend permission's account signed it (EIP-712): recovery for a key, ERC-1271 for a deployed smart
 * account, ERC-6492 for one not deployed yet (nothing is deployed by the check). Resolves false for a signature that
 * does not verify or a chain without an RPC URL; rejects with `verifier-unavailable` when the chain cannot be asked.
 * Safe to call concurrently.
 */
export interface SpendPermissionVerifier {
  verifySpendPermission(typedData: SpendPermissionTypedData, signature: Hex): Promise<boolean>
}
