import { useMemo } from 'react'
import { NO_ACCOUNT_DATA, type AccountData } from '../../domain/account/accountData'
import type { Address } from '../../domain/shared/hex'
import { constantReadable, neverChanges } from '../../domain/shared/store'
import { usePainted } from '../afterNextPaint'
import { useServices } from '../servicesContext'
import { useStore } from './useStore'

const NONE = constantReadable(NO_ACCOUNT_DATA)

/**
 * The account's ENS name, avatar and balance (when `balance`) from the account data service. What the data cache
 * holds is read at once (in the first render when its code is already loaded, as after a prefetch); subscribing,
 * which loads that code and reads what is missing, waits for the frame that first draws the account (the view's
 * first, or the one where its account or chain changes), because the load's preload links would delay that frame.
 */
export function useAccountData(address: Address, chainId: number, { balance }: { balance: boolean }): AccountData {
  const { accountData } = useServices()
  const store = useMemo(
    () => accountData?.select({ address, chainId, balance }) ?? NONE,
    [accountData, address, chainId, balance],
  )
  const painted = usePainted(store === NONE || accountData?.loaded() === true, store)
  return useStore(
    useMemo(() => (painted ? store : { getSnapshot: store.getSnapshot, subscribe: neverChanges }), [painted, store]),
  )
}
