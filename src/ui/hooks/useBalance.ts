import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { accountDataKeys, BALANCE_FRESH_MS } from '../../domain/account/accountData'
import type { Address } from '../../domain/shared/hex'
import type { Balance } from '../../ports/chainReader'
import { useServices } from '../servicesContext'
import { useSettledTransactions } from './useSettledTransactions'

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
    void queryClient.invalidateQueries({ queryKey: accountDataKeys.balances(chainId) })
  }, [queryClient, settled, chainId])
  return useQuery<Balance>({
    queryKey: accountDataKeys.balance(chainId, address),
    queryFn: async () => (await chainReader()).getBalance({ chainId: chainId!, address: address! }),
    enabled: enabled && !!address && chainId !== undefined,
    staleTime: BALANCE_FRESH_MS,
  })
}
