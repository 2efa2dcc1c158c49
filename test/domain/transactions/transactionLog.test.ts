import { describe, expect, test } from 'vitest'
import {
  addTransaction,
  EMPTY_TRANSACTION_LOG,
  hasPendingTransactions,
  MAX_FINISHED_TRANSACTIONS,
  pruneTransactions,
  recentTransactions,
  RECENT_TRANSACTIONS_SHOWN,
  recordSentIntent,
  replaceTransaction,
  sameTransactionLog,
  setTransactionStatus,
  type TransactionLog,
} from '../../../src/domain/transactions/transactionLog'
import { hashOf, pendingTx } from './txArbitraries'
import type { SentIntent } from '../../../src/domain/transactions/transaction'

const confirmed = (n: number) => pendingTx(n, { status: 'confirmed' })

describe('transactionLog', () => {
  test('default: the constants (product rules: "Recent transactions")', () => {
    expect(MAX_FINISHED_TRANSACTIONS).toBe(10)
    expect(RECENT_TRANSACTIONS_SHOWN).toBe(3)
    expect(EMPTY_TRANSACTION_LOG).toEqual([])
  })

  test('behavior: add puts the transaction first and replaces one with the same hash', () => {
    const log = addTransaction(addTransaction(EMPTY_TRANSACTION_LOG, pendingTx(1)), pendingTx(2))
    expect(log.map((tx) => tx.hash)).toEqual([hashOf(2), hashOf(1)])
    const again = addTransaction(
      setTransactionStatus(log, hashOf(1), 'confirmed'),
      pendingTx(1, { description: 'again' }),
    )
    expect(again).toEqual([pendingTx(1, { description: 'again' }), pendingTx(2)])
    expect(
      addTransaction(log, { ...pendingTx(1), hash: hashOf(1).toUpperCase().replace('0X', '0x') as `0x${string}` }),
    ).toHaveLength(2)
  })

  test('behavior: setTransactionStatus changes one transaction; unknown or unchanged -> same reference', () => {
    const log: TransactionLog = [pendingTx(2), pendingTx(1)]
    expect(setTransactionStatus(log, hashOf(1), 'failed')).toEqual([pendingTx(2), pendingTx(1, { status: 'failed' })])
    expect(setTransactionStatus(log, hashOf(9), 'failed')).toBe(log)
    expect(setTransactionStatus(log, hashOf(1), 'pending')).toBe(log)
  })

  test('behavior: prune keeps every pending one and exactly the 10 most recent finished', () => {
    const log: TransactionLog = [
      pendingTx(100),
      ...Array.from({ length: 12 }, (_, i) => confirmed(12 - i)),
      pendingTx(0),
    ]
    const pruned = pruneTransactions(log)
    expect(pruned.filter((tx) => tx.status === 'pending')).toEqual([pendingTx(100), pendingTx(0)])
    expect(pruned.filter((tx) => tx.status !== 'pending').map((tx) => tx.addedAt)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ])
    const small: TransactionLog = [confirmed(1)]
    expect(pruneTransactions(small)).toBe(small)
  })

  test('behavior: the 3 most recent for display', () => {
    const log: TransactionLog = [pendingTx(4), confirmed(3), confirmed(2), confirmed(1)]
    expect(recentTransactions(log)).toEqual(log.slice(0, 3))
    expect(recentTransactions(log, 0)).toEqual([])
    expect(recentTransactions(EMPTY_TRANSACTION_LOG)).toEqual([])
  })

  test('behavior: pending indicator', () => {
    expect(hasPendingTransactions([confirmed(1)])).toBe(false)
    expect(hasPendingTransactions([confirmed(1), pendingTx(2)])).toBe(true)
    expect(hasPendingTransactions(EMPTY_TRANSACTION_LOG)).toBe(false)
  })

  test('behavior: sameTransactionLog compares every field in order', () => {
    expect(sameTransactionLog([pendingTx(1)], [pendingTx(1)])).toBe(true)
    expect(sameTransactionLog([pendingTx(1)], [pendingTx(1, { confirmations: 2 })])).toBe(false)
    expect(sameTransactionLog([pendingTx(1), pendingTx(2)], [pendingTx(2), pendingTx(1)])).toBe(false)
  })
})

describe('recordSentIntent and replaceTransaction', () => {
  const SENT: SentIntent = { nonce: 7, to: '0x00000000000000000000000000000000000000c1', value: '1', input: '0x' }

  test('default: the intent is kept on the pending entry; again, or on a settled or unknown one, nothing changes', () => {
    const log: TransactionLog = [pendingTx(1), pendingTx(2, { status: 'confirmed' })]
    const recorded = recordSentIntent(log, hashOf(1), SENT)
    expect(recorded[0]).toEqual({ ...pendingTx(1), sent: SENT })
    expect(recordSentIntent(recorded, hashOf(1), { ...SENT })).toBe(recorded)
    expect(recordSentIntent(log, hashOf(2), SENT)).toBe(log)
    expect(recordSentIntent(log, hashOf(3), SENT)).toBe(log)
    expect(sameTransactionLog(recorded, log)).toBe(false)
  })

  test('behavior: a sped-up entry follows the new hash in the same place, still pending, with its description', () => {
    const log: TransactionLog = [pendingTx(3), pendingTx(1, { sent: SENT, confirmations: 2 }), pendingTx(2)]
    const next = replaceTransaction(log, hashOf(1), hashOf(9), { ...SENT, value: '1' })
    expect(next.map((tx) => tx.hash)).toEqual([hashOf(3), hashOf(9), hashOf(2)])
    expect(next[1]).toEqual({ ...pendingTx(1, { confirmations: 2 }), hash: hashOf(9), sent: SENT })
  })

  test('behavior: when the replacement is already in the log the original fails; settled or unknown entries stay', () => {
    const log: TransactionLog = [pendingTx(9), pendingTx(1, { sent: SENT })]
    expect(replaceTransaction(log, hashOf(1), hashOf(9), SENT).map((tx) => tx.status)).toEqual(['pending', 'failed'])
    const settled: TransactionLog = [pendingTx(1, { status: 'failed' })]
    expect(replaceTransaction(settled, hashOf(1), hashOf(9), SENT)).toBe(settled)
    expect(replaceTransaction(settled, hashOf(4), hashOf(9), SENT)).toBe(settled)
  })
})
