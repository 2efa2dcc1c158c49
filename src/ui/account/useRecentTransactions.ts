import { useMemo } from 'react'
import type { Address } from '../../domain/shared/hex'
import { EMPTY_TRANSACTION_LOG, hasPendingTransactions, recentTransactions } from '../../domain/transactions/transactionLog'
import type { Readable } from '../../domain/shared/store'
import type { TransactionLog } from '../../domain/transactions/transactionLog'
import { useStore } from '../hooks/useStore'
import { useServices } from '../servicesContext'

const NONE: Readable<TransactionLog> = { getSnapshot: () => EMPTY_TRANSACTION_LOG, subscribe: () => () => undefined }

/** The account's 3 most recent transactions on the chain, whether one is pending, and "Clear All". */
export function useRecentTransactions(address: Address, chainId: number) {
  const { transactions } = useServices()
  const log = useStore(useMemo(() => transactions?.select(address, chainId) ?? NONE, [transactions, address, chainId]))
  return {
    recent: useMemo(() => recentTransactions(log), [log]),
    hasPending: hasPendingTransactions(log),
    clearAll: () => transactions?.clear(address, chainId),
  }
}
