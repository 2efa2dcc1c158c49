import { useEffect } from 'react'
import { prefetchChecksumAddress } from '../hooks/useChecksumAddress'
import { useStore } from '../hooks/useStore'
import { useWhenIdle } from '../hooks/useWhenIdle'
import { useServices, type UiServices } from '../servicesContext'
import { prefetchQueryClient } from './prefetchQueryClient'
import { prefetchAccountDataFeed } from './useAccountData'

/**
 * Loads what a connected account shows ahead of need: the account data code and the data cache (name and balance
 * follow the account button at once), the transaction log and the address checksum, about 23 KiB gzip in all.
 * - When a wallet is connecting or reconnecting, at once: its answer takes a round trip at least.
 * - When the visitor opens the connect modal (about to pick a wallet), once the page is idle after it, so the modal is
 *   drawn first. A wallet that already trusts the site answers at once, before a load started at its click is done.
 * Then the commit that shows the account starts no load and does not suspend. A visitor who opens nothing loads none.
 */
export function usePrefetchAccountData(connectModalOpen: boolean): void {
  const services = useServices()
  const { wallet, queryClient, transactions, checksumAddress } = services
  const walletActive = useStore(wallet).status !== 'disconnected'
  useEffect(() => {
    if (walletActive) prefetchAccountData({ queryClient, transactions, checksumAddress })
  }, [walletActive, queryClient, transactions, checksumAddress])
  useWhenIdle(connectModalOpen ? 'connect modal' : undefined, () => prefetchAccountData(services))
}

function prefetchAccountData({ queryClient, transactions, checksumAddress }: Pick<UiServices, 'queryClient' | 'transactions' | 'checksumAddress'>): void {
  const ignore = () => undefined // a failed load is retried where its result is needed
  void prefetchAccountDataFeed().catch(ignore)
  if (queryClient) void prefetchQueryClient(queryClient).catch(ignore)
  void transactions?.prefetch?.().catch(ignore)
  if (checksumAddress) void prefetchChecksumAddress(checksumAddress).catch(ignore)
}
