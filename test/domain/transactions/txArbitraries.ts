import fc from 'fast-check'
import type { Hash } from '../../../src/domain/shared/hex'
import type { Transaction } from '../../../src/domain/transactions/transaction'

/** The n-th test hash (0x + 64 hex). */
export const hashOf = (n: number): Hash => `0x${n.toString(16).padStart(64, '0')}`

/** A pending transaction with hash number n. */
export const pendingTx = (n: number, extra: Partial<Transaction> = {}): Transaction => ({
  hash: hashOf(n),
  description: `tx ${n}`,
  status: 'pending',
  addedAt: n,
  ...extra,
})

/** Operations on one log; hashes from a small pool so repeats happen. */
export type LogOp = { op: 'add'; n: number } | { op: 'status'; n: number; status: Transaction['status'] }

export const logOpArb: fc.Arbitrary<LogOp> = fc.oneof(
  fc.record({ op: fc.constant('add' as const), n: fc.integer({ min: 0, max: 24 }) }),
  fc.record({
    op: fc.constant('status' as const),
    n: fc.integer({ min: 0, max: 24 }),
    status: fc.constantFrom('pending' as const, 'confirmed' as const, 'failed' as const),
  }),
)
