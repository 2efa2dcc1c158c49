import { useMemo } from 'react'
import { groupWallets, type WalletGroup } from '../../domain/wallets/groupWallets'
import { withRecents } from '../../domain/wallets/recentWallets'
import { visibleWallets } from '../../domain/wallets/visibleWallets'
import { getWalletSuggestions } from '../../domain/wallets/walletSuggestions'
import type { WalletOption } from '../../domain/wallets/walletOption'
import type { Browser } from '../../domain/wallets/detectBrowser'
import { useWalletOptions } from '../hooks/useWalletOptions'
import { useServices } from '../servicesContext'

export type WalletLists = {
  all: readonly WalletOption[]
  listed: readonly WalletOption[]
  groups: readonly WalletGroup[]
  suggestions: readonly WalletOption[]
}

/** The domain's list rules applied to the directory: visible wallets, recent first, grouped; and the GET suggestions. */
export function useWalletLists({ mobile, browser }: { mobile: boolean; browser: Browser }): WalletLists {
  const all = useWalletOptions()
  const { recentWalletIds } = useServices()
  return useMemo(() => {
    const listed = withRecents(visibleWallets(all, { isMobile: mobile, browser }), recentWalletIds?.() ?? [])
    return { all, listed, groups: groupWallets(listed), suggestions: getWalletSuggestions(all, { mobile, browser }) }
  }, [all, mobile, browser, recentWalletIds])
}
