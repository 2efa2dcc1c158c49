import { catalogueError } from '../errors/errorCatalogue'
import { type Hash, isHash } from '../shared/hex'

/** What the app registers after sending a transaction (product rules: "Transaction fields"). */
export type NewTransaction = { hash: Hash; description: string; confirmations?: number | undefined }

/** True for undefined or a positive integer. */
export function isValidConfirmations(value: unknown): value is number | undefined {
  return value === undefined || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1)
}

/**
 * product rules: "Transaction validation": checks a transaction before it is stored; throws the catalogue error of the
 * first broken rule ("Invalid transaction hash", "Transaction must have a description",
 * "Transaction confirmations must be a positive integer"). Returns a copy with only the known fields.
 * @example validateTransaction({ hash: '0x12', description: 'Mint' }) // throws 'Invalid transaction hash'
 */
export function validateTransaction(transaction: NewTransaction): NewTransaction {
  const { hash, description, confirmations } = (transaction ?? {}) as Partial<Record<keyof NewTransaction, unknown>>
  if (!isHash(hash)) throw catalogueError('invalid-transaction-hash')
  if (typeof description !== 'string') throw catalogueError('invalid-transaction-description')
  if (!isValidConfirmations(confirmations)) throw catalogueError('invalid-transaction-confirmations')
  return confirmations === undefined ? { hash, description } : { hash, description, confirmations }
}
