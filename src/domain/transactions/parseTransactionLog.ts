import { parseSentIntent } from './sentIntent'
import type { Transaction } from './transaction'
import { EMPTY_TRANSACTION_LOG, pruneTransactions, sameTransactionLog, type TransactionLog } from './transactionLog'
import { isHash } from '../shared/hex'
import { isValidConfirmations } from './validateTransaction'

const STATUSES: readonly unknown[] = ['pending', 'confirmed', 'failed']
/** More than this is not something the app wrote: read only the start. */
const MAX_STORED_ENTRIES = 1000
const MAX_DESCRIPTION_LENGTH = 10_000

function toTransaction(value: unknown): Transaction | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { hash, description, status, confirmations, addedAt, sent } = value as Record<string, unknown>
  if (!isHash(hash) || typeof description !== 'string' || description.length > MAX_DESCRIPTION_LENGTH) return undefined
  if (!STATUSES.includes(status) || !isValidConfirmations(confirmations)) return undefined
  const tx: Transaction = {
    hash,
    description,
    status: status as Transaction['status'],
    addedAt: Number.isFinite(addedAt) ? (addedAt as number) : 0,
  }
  if (confirmations !== undefined) tx.confirmations = confirmations
  // A malformed intent is dropped, not the transaction: it is learned again from the node while pending.
  const intent = status === 'pending' ? parseSentIntent(sent) : undefined
  if (intent !== undefined) tx.sent = intent
  return tx
}

/**
 * A stored log read tolerantly: malformed entries and repeated hashes are dropped, the rest pruned.
 * Returns `previous` when the stored log is the same, so a re-read of unchanged storage changes nothing.
 */
export function parseTransactionLog(value: unknown, previous: TransactionLog = EMPTY_TRANSACTION_LOG): TransactionLog {
  if (!Array.isArray(value)) return EMPTY_TRANSACTION_LOG
  const seen = new Set<string>()
  const log: Transaction[] = []
  for (const entry of value.slice(0, MAX_STORED_ENTRIES)) {
    const tx = toTransaction(entry)
    if (tx === undefined || seen.has(tx.hash.toLowerCase())) continue
    seen.add(tx.hash.toLowerCase())
    log.push(tx)
  }
  const parsed = log.length === 0 ? EMPTY_TRANSACTION_LOG : pruneTransactions(log)
  return sameTransactionLog(parsed, previous) ? previous : parsed
}
