import type { QueryClient } from '@tanstack/react-query'
import {
  accountDataKey,
  NO_ACCOUNT_DATA,
  type AccountData,
  type AccountDataSource,
} from '../domain/account/accountData'
import { memoizeUntilFailure } from '../domain/shared/memoizeUntilFailure'
import type { Readable } from '../domain/shared/store'
import type { AccountDataService, AccountDataServiceDeps } from './accountDataService'
import { lazyPort } from './lazyPort'

/**
 * The account data service behind a load on demand: TanStack Query and the data cache stay out of the first page
 * load and come with the first subscriber (or a prefetch). Until then every store is empty, as while a read is
 * pending; a load that fails is logged and tried again by the next subscriber.
 */
export function lazyAccountData(load: () => Promise<AccountDataService>): AccountDataSource {
  const service = lazyPort(load)
  const readables = new Map<string, Readable<AccountData>>()
  return {
    select(query) {
      const key = accountDataKey(query)
      // One account's store, the same object before and after the load (the UI keeps it).
      const readable =
        readables.get(key) ?? service.readable((loaded) => loaded.select(query), NO_ACCOUNT_DATA, logFailure)
      readables.set(key, readable)
      return readable
    },
    loaded: () => service.current !== undefined,
    prefetch: () => service.get(),
  }
}

// The view keeps the address; the next subscriber tries again.
const logFailure = (err: unknown): void => console.error('Account data could not be loaded:', err)

/** The account data of the app: the service's code and the data cache, loaded together on demand. */
export function loadAccountData({
  queryClient,
  ...deps
}: Omit<AccountDataServiceDeps, 'queryClient'> & { queryClient: () => Promise<QueryClient> }): AccountDataSource {
  return lazyAccountData(
    memoizeUntilFailure(async () => {
      const [{ createAccountDataService }, client] = await Promise.all([import('./accountDataService'), queryClient()])
      return createAccountDataService({ ...deps, queryClient: client })
    }),
  )
}
