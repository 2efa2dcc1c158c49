import type { Address, Hash, Hex } from '../domain/shared/hex'
import type { SpendPermission } from '../domain/support/monthly/spendPermission'
import type { SignedCharge } from './monthlySupportStore'

/** What the manager's views say of a permission now: revoked, approved, and its current period (or `ended`). */
export type PermissionView = {
  readonly revoked: boolean
  readonly approved: boolean
  readonly period: { readonly start: number; readonly end: number; readonly spent: bigint } | 'ended'
}

/** A mined transaction: whether it succeeded, its block and the block's time (unix seconds). */
export type MinedCharge = { readonly ok: boolean; readonly blockNumber: number; readonly timestamp: number }

/**
 * The chain side of monthly charges, with the keeper's key: it reads the manager's views, approves a signed
 * permission (deploying a counterfactual account on the way), and signs collector calls without sending them, so the
 * caller can reserve a transaction before it exists on the chain and send the same bytes again after a crash.
 * Rejects when the chain cannot be asked.
 */
export interface MonthlyCharger {
  readPermission(chainId: number, manager: Address, permission: SpendPermission): Promise<PermissionView>
  /** Sends the manager's `approveWithSignature` and waits for it; whether it succeeded. */
  approve(chainId: number, manager: Address, permission: SpendPermission, signature: Hex): Promise<boolean>
  /** Signs the collector's `collect(permission)` with the keeper's next nonce; nothing is sent. */
  signCollect(chainId: number, collector: Address, permission: SpendPermission): Promise<SignedCharge>
  /** Sends signed bytes; sending bytes the chain already has (or has mined) is not an error. */
  broadcast(chainId: number, rawTx: Hex): Promise<void>
  /**
   * Whether signed bytes can never be mined: the keeper's account has mined another transaction with their nonce
   * (a reservation that was never sent while the key moved on).
   */
  isStale(chainId: number, rawTx: Hex): Promise<boolean>
  /** The transaction once mined, waiting up to `waitMs`; null when it is not mined by then. */
  mined(chainId: number, txHash: Hash, waitMs: number): Promise<MinedCharge | null>
}
