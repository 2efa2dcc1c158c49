import { useEffect } from 'react'
import { useStore } from '../hooks/useStore'
import { useServices } from '../servicesContext'
import { prefetchAccountDataFeed } from './useAccountData'

/**
 * Loads the account data code and the data cache ahead of need, as soon as a wallet is connecting or reconnecting,
 * so name and balance follow the account button at once. A disconnected visitor loads neither.
 */
export function usePrefetchAccountData(): void {
  const { wallet, queryClient } = useServices()
  const active = useStore(wallet).status !== 'disconnected'
  useEffect(() => {
    if (!active) return
    void prefetchAccountDataFeed().catch(() => undefined)
    void queryClient?.().catch(() => undefined)
  }, [active, queryClient])
}
