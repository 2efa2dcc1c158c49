import { useState, type ReactElement } from 'react'
import type { Address } from '../../domain/shared/hex'
import { usePainted } from '../afterNextPaint'
import { preloadable } from '../preloadable'
import { accountDataKey, type AccountData, type AccountDataReport } from './accountData'
import type { AccountDataFeedProps } from './AccountDataFeed'
import { Deferred } from './Deferred'

// TanStack Query and the hooks over it stay out of the first page load: they come with this chunk.
const feedView = preloadable<AccountDataFeedProps>(() => import('./AccountDataFeed').then((m) => m.AccountDataFeed))

/**
 * Starts loading the account data code ahead of need (see usePrefetchAccountData); once loaded, a new account view
 * renders the feed at once instead of suspending for it.
 */
export function prefetchAccountDataFeed(): Promise<unknown> {
  return feedView.load()
}

const NOT_YET: AccountData = { balanceFailed: false }

/**
 * The account's ENS name, avatar and balance (when `balance`), and the `feed` element that reads them: render it
 * anywhere next to the view (it draws nothing). Until its code and the data cache are loaded, or if they cannot
 * be, the data is empty, as while a read is pending, so the view is drawn at once and never re-mounted.
 */
export function useAccountData(address: Address, chainId: number, { balance }: { balance: boolean }): { data: AccountData; feed: ReactElement } {
  const [report, setReport] = useState<AccountDataReport>()
  // Chosen once: the loaded component if its code is here, else the lazy one (switching later would remount it).
  const [AccountDataFeed] = useState(() => feedView.loaded() ?? feedView.Lazy)
  // Code still to load: the view is drawn first, the load (and its preload links) starts after that frame.
  const painted = usePainted(feedView.loaded() !== undefined)
  const key = accountDataKey(address, chainId, balance)
  return {
    // A report for the previous account or chain is never shown for the new one.
    data: report?.key === key ? report.data : NOT_YET,
    feed: painted ? (
      <Deferred fallback={null}>
        <AccountDataFeed address={address} chainId={chainId} balance={balance} dataKey={key} onReport={setReport} />
      </Deferred>
    ) : (
      <></>
    ),
  }
}
