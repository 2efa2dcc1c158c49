import type { Balance } from '../../ports/chainReader'
import type { Address } from '../shared/hex'
import type { Readable } from '../shared/store'

/** product rules: "Data cache": name and avatar lookups stay fresh for 24 hours. */
export const ENS_STALE_MS = 86_400_000

/** Views of one balance shown within this time share one read (the account button and the home page's summary). */
export const BALANCE_FRESH_MS = 4000

/** An account's ENS name, avatar and balance from the data cache; undefined while not known (yet). */
export type AccountData = {
  name?: string | null | undefined
  avatar?: string | null | undefined
  balance?: Balance | undefined
  /** The last balance read failed. */
  balanceFailed: boolean
}

/** Which account's data: on which chain, and whether its balance is read too. */
export type AccountDataQuery = { address: Address; chainId: number; balance: boolean }

/** Nothing known yet (the data cache is loading, or no read has answered). */
export const NO_ACCOUNT_DATA: AccountData = Object.freeze({ balanceFailed: false })

/**
 * Name, avatar and balance of accounts, each as a store. Subscribing reads what the cache does not hold fresh;
 * nothing is read without a subscriber.
 */
export type AccountDataSource = {
  /**
   * The store of one account on one chain: the same store for the same query, so a view may ask on every render.
   * @example useStore(accountData.select({ address, chainId: 1, balance: true })).name // 'creator.eth'
   */
  select(query: AccountDataQuery): Readable<AccountData>
  /** True once the data code and cache have loaded: a store then gives the cached data at once. */
  loaded(): boolean
  /** Loads the data code and cache ahead of need (a wallet connecting); rejects when they cannot load. */
  prefetch(): Promise<unknown>
}

/** The key of one account on one chain (with or without its balance). */
export function accountDataKey({ address, chainId, balance }: AccountDataQuery): string {
  return `${address.toLowerCase()}:${chainId}:${balance ? 'balance' : 'no-balance'}`
}

/** True when two readings show the same thing (a new snapshot only when one differs). */
export function sameAccountData(a: AccountData, b: AccountData): boolean {
  return (
    a.name === b.name &&
    a.avatar === b.avatar &&
    a.balanceFailed === b.balanceFailed &&
    (a.balance === b.balance ||
      (a.balance !== undefined &&
        b.balance !== undefined &&
        a.balance.value === b.balance.value &&
        a.balance.decimals === b.balance.decimals &&
        a.balance.symbol === b.balance.symbol &&
        a.balance.formatted === b.balance.formatted))
  )
}

/** The data cache's keys for account data, shared by every reader so that they share one read and one entry. */
export const accountDataKeys = {
  ensName: (address: Address | undefined) => ['ensName', address?.toLowerCase()] as const,
  ensAvatar: (name: string | null | undefined) => ['ensAvatar', name] as const,
  /** Every balance on `chainId` (what a settled transaction makes stale). */
  balances: (chainId: number | undefined) => ['balance', chainId] as const,
  balance: (chainId: number | undefined, address: Address | undefined) =>
    ['balance', chainId, address?.toLowerCase()] as const,
}
