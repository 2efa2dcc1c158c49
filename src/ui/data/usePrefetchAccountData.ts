import { useEffect } from 'react'
import { useStore } from '../hooks/useStore'
import { prefetchChecksumAddress } from '../hooks/useChecksumAddress'
import { useServices } from '../servicesContext'
import { prefetchQueryClient } from './prefetchQueryClient'
import { prefetchAccountDataFeed } from './useAccountData'

/**
 * Loads what a connected account shows ahead of need, as soon as the visitor opens the connect modal (about to pick
 * a wallet) or a wallet is connecting or reconnecting: the account data code and the data cache (name and balance
 * follow the account button at once), the transaction log and the address checksum, about 23 KiB gzip in all.
 * Picking a wallet takes longer than loading that, and a wallet that already trusts the site answers at once, so the
 * commit that shows the account starts no load and does not suspend. A visitor who opens nothing loads none of it.
 */
export function usePrefetchAccountData(connectModalOpen: boolean): void {
  const { wallet, queryClient, transactions, checksumAddress } = useServices()
  const walletActive = useStore(wallet).status !== 'disconnected'
  const active = connectModalOpen || walletActive
  useEffect(() => {
    if (!active) return
    const ignore = () => undefined // a failed load is retried where its result is needed
    void prefetchAccountDataFeed().catch(ignore)
    if (queryClient) void prefetchQueryClient(queryClient).catch(ignore)
    void transactions?.prefetch?.().catch(ignore)
    if (checksumAddress) void prefetchChecksumAddress(checksumAddress).catch(ignore)
  }, [active, queryClient, transactions, checksumAddress])
}
