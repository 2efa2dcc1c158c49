import { useMemo } from 'react'
import type { Address } from '../../domain/shared/hex'
import { hasPendingTransactions, recentTransactions } from '../../domain/transactions/transactionLog'
import { useTransactionLog } from '../hooks/useTransactionLog'
import { useServices } from '../servicesContext'

/** The account's 3 most recent transactions on the chain, whether one is pending, and "Clear All". */
export function useRecentTransactions(address: Address, chainId: number) {
  const { transactions } = useServices()
  const log = useTransactionLog(address, chainId)
  return {
    recent: useMemo(() => recentTransactions(log), [log]),
    hasPending: hasPendingTransactions(log),
    clearAll: () => transactions?.clear(address, chainId),
  }
}
