import { useEffect } from 'react'
import { useStore } from '../hooks/useStore'
import { prefetchChecksumAddress } from '../hooks/useChecksumAddress'
import { useServices } from '../servicesContext'
import { prefetchQueryClient } from './prefetchQueryClient'

/**
 * How long a wallet may take to answer before it is taken to be asking its user. A wallet that already trusts the site
 * answers within a few tens of milliseconds; a person reading a prompt takes seconds.
 */
export const PREFETCH_AFTER_MS = 200

/**
 * Loads what a connected account shows ahead of need: the account data service and the data cache (the cached name
 * and balance are then in the account button's first paint), the transaction log and the address checksum.
 * - Connecting: all of it, once the wallet has been asking its user for PREFETCH_AFTER_MS. A wallet that answers at
 *   once is not made to wait for this: parsing and running the code on the main thread while its answer arrived
 *   delayed the account button in Chromium, more than loading it after the answer costs, so the connected render
 *   loads it then.
 * - Reconnecting (a returning visitor; nobody is asked): the account data code and the data cache, at once: in
 *   Chromium the cached name is then in the account's first paint almost every time (never without it) and much
 *   sooner, for an account that comes a little later. Waiting for the wallet list first gave the same account time
 *   but the name in the first paint far less often; prefetching everything (transaction log, checksum) made the
 *   account come later still.
 * A disconnected visitor loads none of it.
 */
export function usePrefetchAccountData(): void {
  const { wallet, queryClient, accountData, transactions, checksumAddress } = useServices()
  const status = useStore(wallet).status
  useEffect(() => {
    if (status !== 'connecting' && status !== 'reconnecting') return
    const ignore = () => undefined // a failed load is retried where its result is needed
    const prefetchData = () => {
      void accountData?.prefetch().catch(ignore)
      // The pages' boundaries over the same cache then need no wait either.
      if (queryClient) void prefetchQueryClient(queryClient).catch(ignore)
    }
    if (status === 'reconnecting') {
      // Nobody is asked: only what the first paint shows from the cache, at once, so it loads while the wallet list
      // and the wallet's answer come (the rest would slow that answer down).
      prefetchData()
      return
    }
    const timer = setTimeout(() => {
      prefetchData()
      void transactions?.prefetch?.().catch(ignore)
      if (checksumAddress) void prefetchChecksumAddress(checksumAddress).catch(ignore)
    }, PREFETCH_AFTER_MS)
    return () => clearTimeout(timer)
  }, [status, queryClient, accountData, transactions, checksumAddress])
}
