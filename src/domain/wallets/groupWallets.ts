import type { WalletOption } from './walletOption'

/** SPEC 2: the wallet group of the default list. */
export const POPULAR_GROUP = 'Popular'

/** SPEC 2: the wallets of the "Popular" group, in display order (their option ids). */
export const POPULAR_ORDER = ['injected', 'rainbow', 'coinbase', 'metaMask', 'walletConnect', 'brave'] as const

/** A titled group of the desktop wallet list. */
export type WalletGroup = { groupName: string; wallets: WalletOption[] }

/**
 * SPEC 2: wallets grouped by group name, groups and wallets ordered by group index. The sort is stable, so the
 * given order (recent wallets first, see withRecents) holds inside a group.
 */
export function groupWallets(options: readonly WalletOption[]): WalletGroup[] {
  const sorted = options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => a.option.groupIndex - b.option.groupIndex || a.index - b.index)
  const groups = new Map<string, WalletOption[]>()
  for (const { option } of sorted) {
    const group = groups.get(option.groupName)
    if (group) group.push(option)
    else groups.set(option.groupName, [option])
  }
  return [...groups].map(([groupName, wallets]) => ({ groupName, wallets }))
}
