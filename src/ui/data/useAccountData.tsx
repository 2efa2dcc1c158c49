import { useState, type ReactElement } from 'react'
import type { Address } from '../../domain/shared/hex'
import { useLoadedAfterPaint } from '../afterNextPaint'
import { preloadable } from '../preloadable'
import { useServices } from '../servicesContext'
import { accountDataKey, type AccountData, type AccountDataReport } from './accountData'
import type { AccountDataFeedProps } from './AccountDataFeed'
import { Deferred } from './Deferred'
import { loadedQueryClient, prefetchQueryClient } from './prefetchQueryClient'

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
export function useAccountData(
  address: Address,
  chainId: number,
  { balance }: { balance: boolean },
): { data: AccountData; feed: ReactElement } {
  const { queryClient } = useServices()
  const [report, setReport] = useState<AccountDataReport>()
  // The feed, once its code and the data cache are loaded (together): in the view's first render when they already
  // are (prefetched), so the cached data is in its first paint; else after that frame. Not by suspending: React holds
  // back what a Suspense boundary reveals after its fallback for up to 300 ms, which would keep a cached name that
  // long behind the address.
  const AccountDataFeed = useLoadedAfterPaint(
    () => (queryClient && !loadedQueryClient(queryClient) ? undefined : feedView.loaded()),
    () =>
      Promise.all([feedView.load(), queryClient && prefetchQueryClient(queryClient)]).then(([component]) => component),
    // The view keeps the address; the next account view tries again.
    (err) => console.error('Account data could not be loaded:', err),
  )
  const key = accountDataKey(address, chainId, balance)
  return {
    // A report for the previous account or chain is never shown for the new one.
    data: report?.key === key ? report.data : NOT_YET,
    feed: AccountDataFeed ? (
      <Deferred fallback={null}>
        <AccountDataFeed address={address} chainId={chainId} balance={balance} dataKey={key} onReport={setReport} />
      </Deferred>
    ) : (
      <></>
    ),
  }
}
