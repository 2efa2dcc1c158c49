import type { Balance } from '../../ports/chainReader'

/** An account's ENS name, avatar and balance from the data cache; undefined while not known (yet). */
export type AccountData = {
  name?: string | null | undefined
  avatar?: string | null | undefined
  balance?: Balance | undefined
  /** The last balance read failed. */
  balanceFailed: boolean
}

/** What the data feed reports: the data and which account, chain and balance switch it is for. */
export type AccountDataReport = { key: string; data: AccountData }

/** The key of one account on one chain (with or without its balance). */
export function accountDataKey(address: string, chainId: number, balance: boolean): string {
  return `${address.toLowerCase()}:${chainId}:${balance ? 'balance' : 'no-balance'}`
}
