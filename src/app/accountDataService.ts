import { QueryObserver, type QueryClient } from '@tanstack/react-query'
import {
  accountDataKey,
  accountDataKeys,
  BALANCE_FRESH_MS,
  ENS_STALE_MS,
  sameAccountData,
  type AccountData,
  type AccountDataQuery,
} from '../domain/account/accountData'
import type { Readable } from '../domain/shared/store'
import type { TransactionLog } from '../domain/transactions/transactionLog'
import { settledTransactionsKey } from '../domain/transactions/settledTransactionsKey'
import type { Address } from '../domain/shared/hex'
import type { Balance, ChainReader } from '../ports/chainReader'

export type AccountDataServiceDeps = {
  /** The data cache (24 h, persisted, no retry, no refetch on focus: src/app/queryCache.ts). */
  queryClient: QueryClient
  chainReader: () => Promise<ChainReader>
  /** The visitor's transactions: a settled one makes the balances on its chain stale. Absent: never. */
  transactions?: { select(address: Address, chainId: number): Readable<TransactionLog> } | undefined
}

/** See {@link createAccountDataService}. */
export type AccountDataService = { select(query: AccountDataQuery): Readable<AccountData> }

/**
 * Name, avatar and balance of accounts over the data cache, one store per account, chain and balance switch. A store
 * reads through TanStack Query observers while it has a subscriber: what the cache holds fresh is not read again
 * (ENS for 24 hours, a balance for a few seconds), nothing is polled, and a balance is read again when one of the
 * account's transactions on that chain settles. Without a subscriber its snapshot is what the cache holds.
 */
export function createAccountDataService(deps: AccountDataServiceDeps): AccountDataService {
  const stores = new Map<string, Readable<AccountData>>()
  return {
    select(query) {
      const key = accountDataKey(query)
      const store = stores.get(key) ?? accountStore(deps, query)
      stores.set(key, store)
      return store
    },
  }
}

function accountStore(deps: AccountDataServiceDeps, query: AccountDataQuery): Readable<AccountData> {
  const { queryClient, chainReader } = deps
  const { address, chainId } = query
  const name = new QueryObserver<string | null>(queryClient, {
    queryKey: accountDataKeys.ensName(address),
    queryFn: async () => (await chainReader()).getEnsName({ address }),
    staleTime: ENS_STALE_MS,
    // A failed lookup is not asked again by every other view of the account: the next visit asks again.
    retryOnMount: false,
  })
  const avatarOptions = (ensName: string | null | undefined) => ({
    queryKey: accountDataKeys.ensAvatar(ensName),
    queryFn: async () => (await chainReader()).getEnsAvatar({ name: ensName! }),
    enabled: !!ensName,
    staleTime: ENS_STALE_MS,
    retryOnMount: false,
  })
  let avatarOf = name.getCurrentResult().data
  const avatar = new QueryObserver<string | null>(queryClient, avatarOptions(avatarOf))
  const balance = new QueryObserver<Balance>(queryClient, {
    queryKey: accountDataKeys.balance(chainId, address),
    queryFn: async () => (await chainReader()).getBalance({ chainId, address }),
    enabled: query.balance,
    staleTime: BALANCE_FRESH_MS,
  })
  const listeners = new Set<() => void>()
  let snapshot: AccountData = { balanceFailed: false }
  let stop = () => {}

  // The avatar is the name's: it follows the name once that is known.
  const followName = () => {
    const current = name.getCurrentResult().data
    if (current === avatarOf) return
    avatarOf = current
    avatar.setOptions(avatarOptions(current))
  }
  const read = (): AccountData => {
    const balanceResult = balance.getCurrentResult()
    const next: AccountData = {
      name: name.getCurrentResult().data,
      avatar: avatar.getCurrentResult().data,
      balance: query.balance ? balanceResult.data : undefined,
      balanceFailed: query.balance && balanceResult.isError,
    }
    if (!sameAccountData(snapshot, next)) snapshot = next
    return snapshot
  }
  const changed = () => {
    followName()
    const before = snapshot
    if (read() !== before) for (const listener of [...listeners]) listener()
  }
  const start = () => {
    const stops = [name.subscribe(changed), avatar.subscribe(changed)]
    if (query.balance) stops.push(balance.subscribe(changed), staleOnSettled(deps, query))
    // A read that answered between the last snapshot and the subscription.
    changed()
    stop = () => {
      for (const s of stops) s()
    }
  }
  read()

  return {
    getSnapshot() {
      if (listeners.size > 0) return snapshot
      // Unobserved: what the cache holds now (another view, or a restore, may have filled it).
      name.updateResult()
      followName()
      avatar.updateResult()
      balance.updateResult()
      return read()
    },
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) start()
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        stop()
        stop = () => {}
      }
    },
  }
}

/** Marks the balances on the query's chain stale whenever one of the account's transactions there settles. */
function staleOnSettled({ transactions, queryClient }: AccountDataServiceDeps, query: AccountDataQuery): () => void {
  if (!transactions) return () => {}
  const log = transactions.select(query.address, query.chainId)
  let seen = settledTransactionsKey(log.getSnapshot())
  return log.subscribe(() => {
    const settled = settledTransactionsKey(log.getSnapshot())
    if (settled === seen) return
    seen = settled
    void queryClient.invalidateQueries({ queryKey: accountDataKeys.balances(query.chainId) })
  })
}
