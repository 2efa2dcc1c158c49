import { useEffect } from 'react'
import { useStore } from '../hooks/useStore'
import { prefetchChecksumAddress } from '../hooks/useChecksumAddress'
import { useServices } from '../servicesContext'
import { prefetchQueryClient } from './prefetchQueryClient'
import { prefetchAccountDataFeed } from './useAccountData'

/**
 * Loads what a connected account shows ahead of need, as soon as a wallet is connecting or reconnecting: the account
 * data code and the data cache (name and balance follow the account button at once), the transaction log and the
 * address checksum. The wallet's answer takes a round trip at least, so this is usually done by the time it comes,
 * and the render that shows the account neither loads this code nor suspends for it (the feed it mounts then starts
 * its reads at once). A disconnected visitor loads none of it.
 */
export function usePrefetchAccountData(): void {
  const { wallet, queryClient, transactions, checksumAddress } = useServices()
  const active = useStore(wallet).status !== 'disconnected'
  useEffect(() => {
    if (!active) return
    const ignore = () => undefined // a failed load is retried where its result is needed
    void prefetchAccountDataFeed().catch(ignore)
    if (queryClient) void prefetchQueryClient(queryClient).catch(ignore)
    void transactions?.prefetch?.().catch(ignore)
    if (checksumAddress) void prefetchChecksumAddress(checksumAddress).catch(ignore)
  }, [active, queryClient, transactions, checksumAddress])
}
