import type { QueryClient } from '@tanstack/react-query'
import {
  accountDataKey,
  NO_ACCOUNT_DATA,
  type AccountData,
  type AccountDataQuery,
  type AccountDataSource,
} from '../domain/account/accountData'
import { memoizeUntilFailure } from '../domain/shared/memoizeUntilFailure'
import type { Readable } from '../domain/shared/store'
import type { AccountDataService, AccountDataServiceDeps } from './accountDataService'

/** See {@link lazyAccountData}. */
class LazyAccountData implements AccountDataSource {
  private service: AccountDataService | undefined
  private readonly readables = new Map<string, Readable<AccountData>>()

  constructor(private readonly load: () => Promise<AccountDataService>) {}

  select(query: AccountDataQuery): Readable<AccountData> {
    const key = accountDataKey(query)
    const readable = this.readables.get(key) ?? this.readable(query)
    this.readables.set(key, readable)
    return readable
  }

  loaded(): boolean {
    return this.service !== undefined
  }

  prefetch(): Promise<unknown> {
    return this.loadService()
  }

  private loadService(): Promise<AccountDataService> {
    return this.load().then((service) => (this.service = service))
  }

  /** One account's store, the same object before and after the load (the UI keeps it). */
  private readable(query: AccountDataQuery): Readable<AccountData> {
    return {
      getSnapshot: () => (this.service ? this.service.select(query).getSnapshot() : NO_ACCOUNT_DATA),
      subscribe: (listener) => {
        if (this.service) return this.service.select(query).subscribe(listener)
        let live = true
        let unsubscribe = () => {}
        this.loadService().then(
          (service) => {
            if (!live) return
            unsubscribe = service.select(query).subscribe(listener)
            listener()
          },
          // The view keeps the address; the next subscriber tries again.
          (err: unknown) => console.error('Account data could not be loaded:', err),
        )
        return () => {
          live = false
          unsubscribe()
        }
      },
    }
  }
}

/**
 * The account data service behind a load on demand: TanStack Query and the data cache stay out of the first page
 * load and come with the first subscriber (or a prefetch). Until then every store is empty, as while a read is
 * pending; a load that fails is logged and tried again by the next subscriber.
 */
export function lazyAccountData(load: () => Promise<AccountDataService>): AccountDataSource {
  return new LazyAccountData(load)
}

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
