import { QueryClient } from '@tanstack/react-query'
import { loadAccountData } from '../../src/app/lazyAccountData'
import type { AccountDataSource } from '../../src/domain/account/accountData'
import { memoizeUntilFailure } from '../../src/domain/shared/memoizeUntilFailure'
import type { UiServices } from '../../src/ui/servicesContext'

/** `services` over the data cache `queryClient` loads, with the account data service over it, as the app wires them. */
export function withDataCache(services: UiServices, queryClient: () => Promise<QueryClient>): UiServices {
  return {
    ...services,
    queryClient,
    accountData: loadAccountData({
      queryClient,
      chainReader: services.chainReader,
      transactions: services.transactions,
    }),
  }
}

/**
 * The account data service over a fresh data cache of its own (no retries, nothing collected), for harnesses that
 * render the account views without a cache of their own.
 */
export function freshAccountData(services: Pick<UiServices, 'chainReader' | 'transactions'>): AccountDataSource {
  return loadAccountData({
    queryClient: memoizeUntilFailure(
      async () => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } }),
    ),
    chainReader: services.chainReader,
    transactions: services.transactions,
  })
}
