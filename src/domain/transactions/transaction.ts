import type { Address, Hash, Hex } from '../shared/hex'

export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/**
 * What a sent transaction does and the nonce it holds, as the node reported it while it knew the transaction: kept to
 * tell a replacement sped up in the wallet (same to, value and input) from a cancel (anything else).
 */
export type SentIntent = { nonce: number; to: Address | null; value: string; input: Hex }

/**
 * A transaction the visitor made through the app (product rules: "Transaction fields"), stored locally per account and
 * chain.
 */
export type Transaction = {
  hash: Hash
  description: string
  status: TransactionStatus
  /** Confirmations to wait for; a positive integer when given. */
  confirmations?: number | undefined
  /** When it was added (ms since epoch), for ordering. */
  addedAt: number
  /** Learned from the node while it is pending (see checkPendingTransactions); absent until then. */
  sent?: SentIntent | undefined
}
