import type { KeyValueStore } from '../../ports/keyValueStore'
import { addRecentWalletId, parseRecentWalletIds } from '../wallets/recentWalletIds'

/** Storage key of the wallet to auto-connect on the next visit. */
export const LAST_WALLET_KEY = 'wallet.last'
/** Storage key of the recently used wallet ids, most recent first. */
export const RECENT_WALLETS_KEY = 'wallet.recent'

const MAX_ID_LENGTH = 200

function isWalletId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH
}

/** The stored last wallet id; undefined when absent or not a plausible id (stored values are untrusted). */
export function readLastWalletId(store: KeyValueStore): string | undefined {
  const value = store.get(LAST_WALLET_KEY)
  return isWalletId(value) ? value : undefined
}

/** The stored recent wallet ids, most recent first; anything malformed is dropped. */
export function readRecentWalletIds(store: KeyValueStore): readonly string[] {
  return parseRecentWalletIds(store.get(RECENT_WALLETS_KEY))
}

/** Records a successful connect: the last wallet and the front of the recent list. */
export function rememberWallet(store: KeyValueStore, walletId: string): void {
  store.set(LAST_WALLET_KEY, walletId)
  store.set(RECENT_WALLETS_KEY, addRecentWalletId(readRecentWalletIds(store), walletId))
}

/** Forgets the wallet to auto-connect (the recent list stays). */
export function forgetLastWallet(store: KeyValueStore): void {
  store.remove(LAST_WALLET_KEY)
}
