import { useEffect } from 'react'
import { useStore } from '../hooks/useStore'
import { prefetchChecksumAddress } from '../hooks/useChecksumAddress'
import { useServices } from '../servicesContext'
import { prefetchQueryClient } from './prefetchQueryClient'
import { prefetchAccountDataFeed } from './useAccountData'

/**
 * How long a wallet may take to answer before it is taken to be asking its user. A wallet that already trusts the site
 * answers within a few tens of milliseconds; a person reading a prompt takes seconds.
 */
export const PREFETCH_AFTER_MS = 200

/**
 * Loads what a connected account shows ahead of need while a wallet asks its user (connecting or reconnecting for
 * longer than PREFETCH_AFTER_MS): the account data code and the data cache (name and balance follow the account button
 * at once), the transaction log and the address checksum. The render that then shows the account neither loads this
 * code nor suspends for it (the feed it mounts starts its reads at once).
 * A wallet that answers at once is not made to wait for this: parsing and running the code on the main thread while
 * its answer arrives delayed the account button by 15-30 ms in Chromium, more than loading it after the answer costs.
 * So the connected render loads it then. A disconnected visitor loads none of it.
 */
export function usePrefetchAccountData(): void {
  const { wallet, queryClient, transactions, checksumAddress } = useServices()
  const status = useStore(wallet).status
  const waiting = status === 'connecting' || status === 'reconnecting'
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => {
      const ignore = () => undefined // a failed load is retried where its result is needed
      void prefetchAccountDataFeed().catch(ignore)
      if (queryClient) void prefetchQueryClient(queryClient).catch(ignore)
      void transactions?.prefetch?.().catch(ignore)
      if (checksumAddress) void prefetchChecksumAddress(checksumAddress).catch(ignore)
    }, PREFETCH_AFTER_MS)
    return () => clearTimeout(timer)
  }, [waiting, queryClient, transactions, checksumAddress])
}
