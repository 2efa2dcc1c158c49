import type { TransactionLog } from './transactionLog'

/**
 * A key that changes whenever one of the log's transactions settles (confirmed or failed): the moment balances on its
 * chain may have moved.
 * @example settledTransactionsKey([{ hash: '0xab…', status: 'confirmed', … }]) === '0xab…:confirmed'
 */
export function settledTransactionsKey(log: TransactionLog): string {
  return log
    .filter((tx) => tx.status !== 'pending')
    .map((tx) => `${tx.hash}:${tx.status}`)
    .join(',')
}
