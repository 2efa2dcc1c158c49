import type { WalletOption } from './walletOption'

// The stored list (read and written on the first page load) lives apart, so the connect modal's part loads with it.
export { addRecentWalletId, MAX_RECENT_STORED, parseRecentWalletIds } from './recentWalletIds'

/** product rules: "Recent wallets": recently used wallets shown first. */
export const MAX_RECENT_SHOWN = 3

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
