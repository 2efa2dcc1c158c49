import { useQuery } from '@tanstack/react-query'
import { accountDataKeys, ENS_STALE_MS } from '../../domain/account/accountData'
import { useServices } from '../servicesContext'

/** ENS avatar URL of `name`, or null. */
export function useEnsAvatar(name: string | null | undefined) {
  const { chainReader } = useServices()
  return useQuery<string | null>({
    queryKey: accountDataKeys.ensAvatar(name),
    queryFn: async () => (await chainReader()).getEnsAvatar({ name: name! }),
    enabled: !!name,
    staleTime: ENS_STALE_MS,
    // A failed lookup is not asked again by every other view of the account: the next visit asks again.
    retryOnMount: false,
  })
}
