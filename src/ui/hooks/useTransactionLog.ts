import { useMemo } from 'react'
import type { Address } from '../../domain/shared/hex'
import { constantReadable, neverChanges } from '../../domain/shared/store'
import { EMPTY_TRANSACTION_LOG, type TransactionLog } from '../../domain/transactions/emptyTransactionLog'
import { usePainted } from '../afterNextPaint'
import { useServices } from '../servicesContext'
import { useStore } from './useStore'

const NONE = constantReadable(EMPTY_TRANSACTION_LOG)

/**
 * The account's whole transaction log on the chain, live (subscribing also watches what is pending); empty without
 * a service or without an account. The log is read at once; watching starts after the frame that first draws it
 * (the view's first, or the one where its account or chain changes), because the first watch loads the transaction
 * code and that load's preload links would delay the frame.
 */
export function useTransactionLog(address: Address | undefined, chainId: number | undefined): TransactionLog {
  const { transactions } = useServices()
  const log = useMemo(
    () => (address && transactions ? transactions.select(address, chainId) : NONE),
    [transactions, address, chainId],
  )
  // Per log: an account that arrives in a view already on the page waits for the frame that draws it too. No account,
  // nothing to watch: no wait.
  const painted = usePainted(log === NONE, log)
  return useStore(
    useMemo(() => (painted ? log : { getSnapshot: log.getSnapshot, subscribe: neverChanges }), [painted, log]),
  )
}
