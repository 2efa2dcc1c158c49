import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { creatorLookup, type CreatorLookup, type EnsAddressLookup } from '../../domain/creators/creatorLookup'
import { parseCreatorQuery } from '../../domain/creators/creatorQuery'
import type { Address } from '../../domain/shared/hex'
import { ENS_STALE_MS } from '../../domain/account/accountData'
import { useServices } from '../servicesContext'

/** The creator page's state for the route segment (an ENS name is looked up on mainnet), and a retry. */
export function useCreatorLookup(addressOrName: string): { lookup: CreatorLookup; retry(): void } {
  const { chainReader } = useServices()
  const query = useMemo(() => parseCreatorQuery(addressOrName), [addressOrName])
  const name = query.kind === 'name' ? query.name : undefined
  const ens = useQuery<Address | null>({
    queryKey: ['ensAddress', name],
    queryFn: async () => (await chainReader()).getEnsAddress({ name: name! }),
    enabled: name !== undefined,
    staleTime: ENS_STALE_MS,
  })
  const state: EnsAddressLookup =
    ens.status === 'success'
      ? { status: 'success', address: ens.data }
      : ens.status === 'error'
        ? { status: 'error', error: ens.error }
        : { status: 'pending' }
  return {
    // biome-ignore lint/correctness/useExhaustiveDependencies: `state` is rebuilt each render from these three fields
    lookup: useMemo(() => creatorLookup(query, state), [query, ens.status, ens.data, ens.error]),
    retry: () => void ens.refetch(),
  }
}
