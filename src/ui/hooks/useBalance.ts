import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { Address } from '../../domain/shared/hex'
import type { Balance } from '../../ports/chainReader'
import { useServices } from '../servicesContext'
import { useSettledTransactions } from './useSettledTransactions'

/** Views of one balance shown within this time share one read (the account button and the home page's summary). */
export const BALANCE_FRESH_MS = 4000

/**
 * Native balance of `address` on `chainId`, through the data cache. It is read when shown (unless read in the last
 * few seconds) and re-read when one of the visitor's transactions on that chain settles, never polled: an idle page
 * makes no RPC calls, and a connect makes one batched round trip.
 */
export function useBalance(args: { address: Address | undefined; chainId: number | undefined; enabled?: boolean }) {
  const { chainReader } = useServices()
  const queryClient = useQueryClient()
  const { address, chainId, enabled = true } = args
  const settled = useSettledTransactions(chainId)
  const seen = useRef(settled)
  useEffect(() => {
    if (seen.current === settled) return
    seen.current = settled
    void queryClient.invalidateQueries({ queryKey: ['balance', chainId] })
  }, [queryClient, settled, chainId])
  return useQuery<Balance>({
    queryKey: ['balance', chainId, address?.toLowerCase()],
    queryFn: async () => (await chainReader()).getBalance({ chainId: chainId!, address: address! }),
    enabled: enabled && !!address && chainId !== undefined,
    staleTime: BALANCE_FRESH_MS,
  })
}
