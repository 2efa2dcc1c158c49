import { catalogueError } from '../errors/errorCatalogue'
import { isAddress } from '../shared/hex'

/** Prefix of every transaction log key. */
export const TRANSACTION_KEY_PREFIX = 'tx.'

/**
 * The storage key of one account's log on one chain; throws "No address or chain ID found" (no-address-or-chain)
 * when either is missing or malformed.
 * @example transactionStorageKey('0xAbC…', 5) // 'tx.0xabc….5'
 */
export function transactionStorageKey(address: string | undefined, chainId: number | undefined): string {
  if (!isAddress(address) || chainId === undefined || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw catalogueError('no-address-or-chain')
  }
  return `${TRANSACTION_KEY_PREFIX}${address.toLowerCase()}.${chainId}`
}
