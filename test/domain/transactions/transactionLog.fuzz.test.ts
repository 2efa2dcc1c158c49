import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { Transaction } from '../../../src/domain/transactions/transaction'
import {
  addTransaction,
  EMPTY_TRANSACTION_LOG,
  setTransactionStatus,
  type TransactionLog,
} from '../../../src/domain/transactions/transactionLog'
import { hashOf, logOpArb, pendingTx } from './txArbitraries'

/** The model: the latest status of every transaction added, most recent first, forgetting old finished ones. */
function apply(
  model: readonly Transaction[],
  op: typeof logOpArb extends fc.Arbitrary<infer T> ? T : never,
  addedAt: number,
): Transaction[] {
  if (op.op === 'add') return [pendingTx(op.n, { addedAt }), ...model.filter((t) => t.hash !== hashOf(op.n))]
  return model.map((t) => (t.hash === hashOf(op.n) ? { ...t, status: op.status } : t))
}

describe('transactionLog', () => {
  test('behavior: after any sequence every pending one is kept and finished = min(10, finished seen)', () => {
    fc.assert(
      fc.property(fc.array(logOpArb, { maxLength: 200, size: 'max' }), (ops) => {
        let log: TransactionLog = EMPTY_TRANSACTION_LOG
        let model: Transaction[] = []
        ops.forEach((op, clock) => {
          const before = log
          log =
            op.op === 'add'
              ? addTransaction(log, pendingTx(op.n, { addedAt: clock }))
              : setTransactionStatus(log, hashOf(op.n), op.status)
          const seen = apply(model, op, clock)
          const pending = seen.filter((t) => t.status === 'pending')
          const finished = seen.filter((t) => t.status !== 'pending')
          expect(log.filter((t) => t.status === 'pending')).toEqual(pending)
          expect(log.filter((t) => t.status !== 'pending')).toEqual(finished.slice(0, 10))
          expect(log.length).toBe(pending.length + Math.min(10, finished.length))
          if (op.op === 'status' && !before.some((t) => t.hash === hashOf(op.n) && t.status !== op.status))
            expect(log).toBe(before)
          // Forgotten finished transactions are gone for good (a later status change cannot bring them back).
          model = seen.filter((t) => log.some((l) => l.hash === t.hash))
        })
      }),
    )
  })
})
