import { useQuery } from '@tanstack/react-query'
import type { Address } from '../../domain/shared/hex'
import type { Balance } from '../../ports/chainReader'
import { useServices } from '../servicesContext'

/** SPEC 9: polling interval. */
const POLL_MS = 4000

/** Native balance of `address` on `chainId` (cached; refreshed every 4 s while shown). */
export function useBalance(args: { address: Address | undefined; chainId: number | undefined; enabled?: boolean }) {
  const { chainReader } = useServices()
  const { address, chainId, enabled = true } = args
  return useQuery<Balance>({
    queryKey: ['balance', chainId, address?.toLowerCase()],
    queryFn: async () => (await chainReader()).getBalance({ chainId: chainId!, address: address! }),
    enabled: enabled && !!address && chainId !== undefined,
    refetchInterval: POLL_MS,
  })
}
