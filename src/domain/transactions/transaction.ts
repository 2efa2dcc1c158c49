import type { Hash } from '../shared/hex'

export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/** A transaction the visitor made through the app (SPEC 3), stored locally per account and chain. */
export type Transaction = {
  hash: Hash
  description: string
  status: TransactionStatus
  /** Confirmations to wait for; a positive integer when given. */
  confirmations?: number | undefined
  /** When it was added (ms since epoch), for ordering. */
  addedAt: number
}
