import type { WalletOption } from './walletOption'

/** product rules: "Popular wallets": the wallet group of the default list. */
export const POPULAR_GROUP = 'Popular'

/** product rules: "Popular wallets": the wallets of the "Popular" group, in display order (their option ids). */
export const POPULAR_ORDER = ['injected', 'rainbow', 'coinbase', 'metaMask', 'walletConnect', 'brave'] as const

/**
 * The group of the recently used wallets, first in the list whatever their own groups
 * (product rules: "Recent wallets").
 */
export const RECENT_GROUP = 'Recent'

/** A titled group of the desktop wallet list. */
export type WalletGroup = { groupName: string; wallets: WalletOption[] }

/**
 * product rules: "Wallet list": wallets grouped by group name, groups and wallets ordered by group index; the wallets
 * marked recent (see withRecents) come first, in their given order, in a group of their own: a group index may not hold
 * them back (an announced wallet the list does not know has group index 0).
 * @example groupWallets(withRecents(options, recentIds))
 */
export function groupWallets(options: readonly WalletOption[]): WalletGroup[] {
  const recent = options.filter((option) => option.recent === true)
  const sorted = options
    .map((option, index) => ({ option, index }))
    .filter(({ option }) => option.recent !== true)
    .sort((a, b) => a.option.groupIndex - b.option.groupIndex || a.index - b.index)
  // A curated group that happens to be named "Recent" joins the recent wallets, after them: group names stay unique.
  const groups = new Map<string, WalletOption[]>(recent.length > 0 ? [[RECENT_GROUP, recent]] : [])
  for (const { option } of sorted) {
    const group = groups.get(option.groupName)
    if (group) group.push(option)
    else groups.set(option.groupName, [option])
  }
  return [...groups].map(([groupName, wallets]) => ({ groupName, wallets }))
}
