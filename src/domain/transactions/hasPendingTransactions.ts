import type { TransactionLog } from './emptyTransactionLog'

/** True while any transaction waits for its receipt (the avatar indicator, product rules: "Transaction status"). */
export function hasPendingTransactions(log: TransactionLog): boolean {
  return log.some((tx) => tx.status === 'pending')
}
