import { useMemo } from 'react'
import type { Address } from '../../domain/shared/hex'
import type { Readable } from '../../domain/shared/store'
import { EMPTY_TRANSACTION_LOG, type TransactionLog } from '../../domain/transactions/transactionLog'
import { useServices } from '../servicesContext'
import { useStore } from './useStore'

const NONE: Readable<TransactionLog> = { getSnapshot: () => EMPTY_TRANSACTION_LOG, subscribe: () => () => undefined }

/**
 * The account's whole transaction log on the chain, live (subscribing also watches what is pending); empty without
 * a service or without an account.
 */
export function useTransactionLog(address: Address | undefined, chainId: number | undefined): TransactionLog {
  const { transactions } = useServices()
  return useStore(useMemo(() => (address && transactions ? transactions.select(address, chainId) : NONE), [transactions, address, chainId]))
}
