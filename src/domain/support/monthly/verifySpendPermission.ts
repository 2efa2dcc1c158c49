import type { SpendPermissionVerifier } from '../../../ports/spendPermissionVerifier'
import type { Address, Hex } from '../../shared/hex'
import {
  type SpendPermissionContext,
  type SpendPermissionRefusal,
  spendPermissionRefusal,
} from './admitSpendPermission'
import { type SpendPermission, spendPermissionTypedData } from './spendPermission'

export type SpendPermissionAdmission =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: SpendPermissionRefusal }

/**
 * Admits a permission a supporter sends: first the offer's rules (no network), then the signature against the
 * account on the manager's domain. Rejects only when the verifier does (`verifier-unavailable`).
 * @example await verifySpendPermission({ permission, signature, context, manager, verifier }) // { ok: true }
 */
export async function verifySpendPermission({
  permission,
  signature,
  context,
  manager,
  verifier,
}: {
  permission: SpendPermission
  signature: Hex
  context: SpendPermissionContext
  /** The manager's address on `context.chainId`: the EIP-712 domain's verifying contract. */
  manager: Address
  verifier: SpendPermissionVerifier
}): Promise<SpendPermissionAdmission> {
  const refusal = spendPermissionRefusal(permission, context)
  if (refusal) return { ok: false, code: refusal }
  const typedData = spendPermissionTypedData(permission, context.chainId, manager)
  return (await verifier.verifySpendPermission(typedData, signature))
    ? { ok: true }
    : { ok: false, code: 'bad-signature' }
}
