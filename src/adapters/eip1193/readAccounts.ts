import { catalogueError } from '../../domain/errors/errorCatalogue'
import { isAddress, type Address } from '../../domain/shared/hex'

/**
 * The account list of an eth_accounts / eth_requestAccounts / accountsChanged payload. Entries that are not
 * addresses are dropped; a payload that is not a list is a `connect-failed` error (a broken wallet, not an empty one).
 */
export function readAccounts(value: unknown): readonly Address[] {
  if (!Array.isArray(value)) {
    throw catalogueError('connect-failed', {
      details: `The wallet returned ${describeValue(value)} instead of a list of accounts.`,
    })
  }
  return value.filter(isAddress)
}

function describeValue(value: unknown): string {
  if (value === null) return 'null'
  return typeof value === 'string' ? 'a string' : typeof value
}
