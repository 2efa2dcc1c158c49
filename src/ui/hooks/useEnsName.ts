import { useQuery } from '@tanstack/react-query'
import type { Address } from '../../domain/shared/hex'
import { useServices } from '../servicesContext'

/** product rules: "Data cache": name and avatar lookups stay fresh for 24 hours. */
export const ENS_STALE_MS = 86_400_000

/** Primary ENS name of `address` (mainnet), or null. */
export function useEnsName(address: Address | undefined) {
  const { chainReader } = useServices()
  return useQuery<string | null>({
    queryKey: ['ensName', address?.toLowerCase()],
    queryFn: async () => (await chainReader()).getEnsName({ address: address! }),
    enabled: !!address,
    staleTime: ENS_STALE_MS,
    // A failed lookup is not asked again by every other view of the account: the next visit asks again.
    retryOnMount: false,
  })
}
