import { useQuery } from '@tanstack/react-query'
import { accountDataKeys, ENS_STALE_MS } from '../../domain/account/accountData'
import type { Address } from '../../domain/shared/hex'
import { useServices } from '../servicesContext'

/** Primary ENS name of `address` (mainnet), or null. */
export function useEnsName(address: Address | undefined) {
  const { chainReader } = useServices()
  return useQuery<string | null>({
    queryKey: accountDataKeys.ensName(address),
    queryFn: async () => (await chainReader()).getEnsName({ address: address! }),
    enabled: !!address,
    staleTime: ENS_STALE_MS,
    // A failed lookup is not asked again by every other view of the account: the next visit asks again.
    retryOnMount: false,
  })
}
