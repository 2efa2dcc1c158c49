import type { WalletOption } from './walletOption'

/** product rules: "Recent wallets": recently used wallets shown first. */
export const MAX_RECENT_SHOWN = 3
/** How many recent ids are kept in storage (more than shown, so a hidden wallet does not push others out). */
export const MAX_RECENT_STORED = 10

/**
 * The stored list after connecting `id`: most recent first, no duplicates, at most MAX_RECENT_STORED.
 * @example addRecentWalletId(['rainbow', 'metaMask'], 'metaMask') // ['metaMask', 'rainbow']
 */
export function addRecentWalletId(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((other) => other !== id)].slice(0, MAX_RECENT_STORED)
}

/** Reads a stored recent list tolerantly: anything that is not a string is dropped, duplicates too. */
export function parseRecentWalletIds(stored: unknown): string[] {
  if (!Array.isArray(stored)) return []
  const ids = stored.filter((id): id is string => typeof id === 'string' && id !== '')
  return [...new Set(ids)].slice(0, MAX_RECENT_STORED)
}

/**
 * Marks up to MAX_RECENT_SHOWN recently used wallets `recent: true` and puts them first, in recency order;
 * every other option gets `recent: false`. Ids without an option are skipped.
 */
export function withRecents(options: readonly WalletOption[], recentIds: readonly string[]): WalletOption[] {
  const recent: WalletOption[] = []
  for (const id of recentIds) {
    const option = options.find((candidate) => candidate.id === id)
    if (option && !recent.includes(option)) recent.push(option)
    if (recent.length === MAX_RECENT_SHOWN) break
  }
  const rest = options.filter((option) => !recent.includes(option))
  return [...recent.map((option) => mark(option, true)), ...rest.map((option) => mark(option, false))]
}

function mark(option: WalletOption, recent: boolean): WalletOption {
  return option.recent === recent ? option : { ...option, recent }
}
