import type { Transaction } from './transaction'

/** One account's transactions on one chain, most recent first. */
export type TransactionLog = readonly Transaction[]

/** The empty log (one shared reference, so "nothing" never looks like a change). */
export const EMPTY_TRANSACTION_LOG: TransactionLog = Object.freeze([])
