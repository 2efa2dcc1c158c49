import { sameHash, type Hash } from '../shared/hex'
import { equalSentIntents } from './sentIntent'
import type { TransactionLog } from './emptyTransactionLog'
import type { SentIntent, Transaction } from './transaction'

// What the first page load reads of a log (the avatar's pending ring) lives apart, so the rest loads with the service.
export { EMPTY_TRANSACTION_LOG, type TransactionLog } from './emptyTransactionLog'
export { hasPendingTransactions } from './hasPendingTransactions'

/**
 * product rules: "Recent transactions": finished transactions kept per account and chain (pending ones are all kept).
 */
export const MAX_FINISHED_TRANSACTIONS = 10
/** product rules: "Recent transactions": recent transactions shown in the account modal. */
export const RECENT_TRANSACTIONS_SHOWN = 3

/**
 * Keeps every pending transaction and the 10 most recent finished ones; the same reference when nothing is dropped.
 * @example pruneTransactions(twelveConfirmed).length // 10
 */
export function pruneTransactions(log: TransactionLog): TransactionLog {
  let finished = 0
  const kept = log.filter((tx) => tx.status === 'pending' || ++finished <= MAX_FINISHED_TRANSACTIONS)
  return kept.length === log.length ? log : kept
}

/** Adds a transaction first; one with the same hash is replaced (sent again = pending again). */
export function addTransaction(log: TransactionLog, transaction: Transaction): TransactionLog {
  return pruneTransactions([transaction, ...log.filter((tx) => !sameHash(tx.hash, transaction.hash))])
}

/** Sets the status of the transaction with `hash`; the same reference when it is unknown or already has it. */
export function setTransactionStatus(log: TransactionLog, hash: Hash, status: Transaction['status']): TransactionLog {
  const index = log.findIndex((tx) => sameHash(tx.hash, hash))
  const current = log[index]
  if (current === undefined || current.status === status) return log
  return pruneTransactions(log.map((tx, i) => (i === index ? { ...current, status } : tx)))
}

/** Keeps what the node told of a pending transaction; the same reference when it is unknown or already has it. */
export function recordSentIntent(log: TransactionLog, hash: Hash, sent: SentIntent): TransactionLog {
  const index = log.findIndex((tx) => sameHash(tx.hash, hash))
  const current = log[index]
  if (current === undefined || current.status !== 'pending' || equalSentIntents(current.sent, sent)) return log
  return log.map((tx, i) => (i === index ? { ...current, sent } : tx))
}

/**
 * A pending transaction sped up in the wallet: the entry follows the replacement's hash from now on (same place,
 * description and confirmations, still pending). When the replacement is already in the log, the original failed
 * instead (its entry stays, as the explorer shows it: dropped and replaced). Unknown or settled: the same reference.
 */
export function replaceTransaction(
  log: TransactionLog,
  hash: Hash,
  replacedBy: Hash,
  sent: SentIntent,
): TransactionLog {
  const index = log.findIndex((tx) => sameHash(tx.hash, hash))
  const current = log[index]
  if (current === undefined || current.status !== 'pending') return log
  if (log.some((tx) => sameHash(tx.hash, replacedBy))) return setTransactionStatus(log, hash, 'failed')
  return log.map((tx, i) => (i === index ? { ...current, hash: replacedBy, sent } : tx))
}

/** The first `count` transactions (most recent first) for display. */
export function recentTransactions(log: TransactionLog, count = RECENT_TRANSACTIONS_SHOWN): TransactionLog {
  return log.slice(0, Math.max(0, count))
}

/** Same transactions with the same fields, in the same order. */
export function sameTransactionLog(a: TransactionLog, b: TransactionLog): boolean {
  return (
    a.length === b.length &&
    a.every((tx, i) => {
      const other = b[i]
      return (
        other !== undefined &&
        tx.hash === other.hash &&
        tx.status === other.status &&
        tx.description === other.description &&
        tx.confirmations === other.confirmations &&
        tx.addedAt === other.addedAt &&
        equalSentIntents(tx.sent, other.sent)
      )
    })
  )
}
