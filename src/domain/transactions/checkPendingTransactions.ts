import type { ChainReader } from '../../ports/chainReader'
import type { Hash } from '../shared/hex'
import type { Transaction } from './transaction'
import type { TransactionLog } from './transactionLog'

export type TransactionOutcome = { hash: Hash; status: Exclude<Transaction['status'], 'pending'> }

const SETTLED = new Map<unknown, TransactionOutcome['status']>([
  ['success', 'confirmed'],
  ['reverted', 'failed'],
])

/**
 * One look at every pending transaction of a log: the ones whose receipt has enough confirmations, with their
 * outcome: 'success' confirms, 'reverted' fails. A failing look-up (an outage, or a receipt the reader found malformed)
 * leaves that transaction pending: it is tried again on the next poll. Never rejects.
 */
export async function checkPendingTransactions(reader: ChainReader, chainId: number, log: TransactionLog): Promise<TransactionOutcome[]> {
  const pending = log.filter((tx) => tx.status === 'pending')
  const outcomes = await Promise.all(pending.map((tx) => checkOne(reader, chainId, tx).catch(() => undefined)))
  return outcomes.filter((outcome): outcome is TransactionOutcome => outcome !== undefined)
}

async function checkOne(reader: ChainReader, chainId: number, tx: Transaction): Promise<TransactionOutcome | undefined> {
  const receipt = await reader.getTransactionReceipt({ chainId, hash: tx.hash })
  if (receipt === null) return undefined
  const needed = tx.confirmations ?? 1
  // The receipt's own block is the first confirmation: the block number is only needed for more.
  if (needed > 1) {
    const head = await reader.getBlockNumber({ chainId })
    if (head - receipt.blockNumber + 1n < BigInt(needed)) return undefined
  }
  const status = SETTLED.get(receipt.status)
  // Only an explicit outcome settles: anything else from a reader is not taken as "failed" for good.
  return status === undefined ? undefined : { hash: tx.hash, status }
}
