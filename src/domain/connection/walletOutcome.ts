import { hasCode } from '../errors/baseError'
import type { WalletFailure } from '../errors/walletError'
import type { Superseded } from './walletSession'

/** A command whose wallet answer no longer counts: a newer command (or a disconnect) took over. */
export const SUPERSEDED: Superseded = { status: 'superseded' }

/**
 * A wallet failure as an outcome: the visitor's "no" (`user-rejected`) is `rejected`, anything else `failed`.
 * @example failedWith(catalogueError('user-rejected')) // { status: 'rejected', error }
 */
export function failedWith(error: WalletFailure): { status: 'rejected' | 'failed'; error: WalletFailure } {
  return { status: hasCode(error, 'user-rejected') ? 'rejected' : 'failed', error }
}
