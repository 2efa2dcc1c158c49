import type { ChainReader, SentTransaction } from '../../ports/chainReader'
import { sameAddress, sameHash, type Address, type Hash } from '../shared/hex'
import { findNonceUse } from './findNonceUse'
import { sameIntent, toSentIntent } from './sentIntent'
import type { SentIntent, Transaction } from './transaction'
import type { TransactionLog } from './transactionLog'

export type TransactionOutcome =
  /** Settled by its receipt, or failed for good: its nonce was taken by another transaction (a cancel). */
  | { hash: Hash; status: Exclude<Transaction['status'], 'pending'> }
  /** Still pending; the node told what it does and its nonce (kept to recognise a replacement). */
  | { hash: Hash; sent: SentIntent }
  /** Sped up in the wallet: the same transfer was mined under `replacedBy`, which is followed from now on. */
  | { hash: Hash; replacedBy: Hash; sent: SentIntent }

const SETTLED = new Map<unknown, 'confirmed' | 'failed'>([
  ['success', 'confirmed'],
  ['reverted', 'failed'],
])

/**
 * One look at every pending transaction of `account`'s log: the ones whose receipt has enough confirmations, with
 * their outcome ('success' confirms, 'reverted' fails), and the ones a wallet replaced. A replacement is found by
 * nonce: the node reports a pending transaction's nonce while it knows it; once the account's mined count passes that
 * nonce without a receipt, the mined transaction holding it is looked up (findNonceUse). The same transfer (sped up)
 * is followed under its new hash; anything else (a cancel) fails the original. A failing look-up leaves that
 * transaction pending for the next poll. Never rejects.
 */
export async function checkPendingTransactions(
  reader: ChainReader,
  chainId: number,
  log: TransactionLog,
  account: Address,
): Promise<TransactionOutcome[]> {
  const pending = log.filter((tx) => tx.status === 'pending')
  // Every first read of the poll at once (a batching reader sends them in one round trip): the receipts, the node's
  // view of the transactions not followed yet, and the account's count when any is followed.
  const [receipts, known, count] = await Promise.all([
    Promise.all(pending.map((tx) => ask(() => reader.getTransactionReceipt({ chainId, hash: tx.hash })))),
    Promise.all(
      pending.map((tx) => (tx.sent ? undefined : ask(() => reader.getTransaction({ chainId, hash: tx.hash })))),
    ),
    pending.some((tx) => tx.sent) ? ask(() => reader.getTransactionCount({ chainId, address: account })) : undefined,
  ])
  const look: Look = { reader, chainId, account, count }
  const outcomes = await Promise.all(pending.map((tx, i) => ask(() => checkOne(look, tx, receipts[i], known[i]))))
  return outcomes.filter((outcome): outcome is TransactionOutcome => outcome !== undefined)
}

/** A look-up's answer, or undefined when it fails (even by throwing at once): that transaction waits for the next poll. */
async function ask<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read()
  } catch {
    return undefined
  }
}

type Look = { reader: ChainReader; chainId: number; account: Address; count: number | undefined }
type ReceiptAnswer = Awaited<ReturnType<ChainReader['getTransactionReceipt']>> | undefined

async function checkOne(
  look: Look,
  tx: Transaction,
  receipt: ReceiptAnswer,
  known: SentTransaction | null | undefined,
): Promise<TransactionOutcome | undefined> {
  if (receipt === undefined) return undefined // the look-up failed: next poll
  if (receipt !== null) return settle(look, tx, receipt)
  if (tx.sent === undefined) return learnIntent(look.account, tx, known)
  if (look.count === undefined || look.count <= tx.sent.nonce) return undefined
  return findReplacement(look, tx, tx.sent)
}

async function settle(
  { reader, chainId }: Look,
  tx: Transaction,
  receipt: NonNullable<ReceiptAnswer>,
): Promise<TransactionOutcome | undefined> {
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

/** The node's view of a pending transaction: its nonce and what it does; nothing while the node does not know it. */
function learnIntent(
  account: Address,
  tx: Transaction,
  known: SentTransaction | null | undefined,
): TransactionOutcome | undefined {
  // Another sender's transaction (or a node answering with another transaction) is not this account's to follow.
  if (!known || !sameAddress(known.from, account) || !sameHash(known.hash, tx.hash)) return undefined
  const sent = toSentIntent(known)
  return sent && { hash: tx.hash, sent }
}

async function findReplacement(
  { reader, chainId, account }: Look,
  tx: Transaction,
  sent: SentIntent,
): Promise<TransactionOutcome | undefined> {
  const use = await findNonceUse(reader, chainId, account, sent.nonce)
  if (use.status === 'unused') return undefined
  if (use.status === 'used') {
    const { by, confirmations } = use
    // Mined itself between the receipt look-up and the count: the next poll's receipt settles it.
    if (sameHash(by.hash, tx.hash)) return undefined
    const replacement = sameIntent(sent, by) ? toSentIntent(by) : undefined
    if (replacement) return { hash: tx.hash, replacedBy: by.hash, sent: replacement }
    // A cancel is final only as deep as a receipt would be: a reorg within the confirmations asked for may still mine
    // the original.
    if (confirmations < BigInt(tx.confirmations ?? 1)) return undefined
  }
  // A cancel, or a nonce taken too long ago to see by what. Failed only if the node does not know the original
  // either: a node whose receipts lag (or a fork) may still have it mined, and a false "Failed" could make a visitor
  // pay twice. Out of reach, the original will never be mined; the explorer shows what replaced it.
  return (await reader.getTransaction({ chainId, hash: tx.hash })) === null
    ? { hash: tx.hash, status: 'failed' }
    : undefined
}
