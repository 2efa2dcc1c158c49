import { useMemo } from 'react'
import type { Address } from '../../domain/shared/hex'
import type { Readable } from '../../domain/shared/store'
import { EMPTY_TRANSACTION_LOG, type TransactionLog } from '../../domain/transactions/transactionLog'
import { useStore } from '../hooks/useStore'
import { useServices } from '../servicesContext'

const NONE: Readable<TransactionLog> = { getSnapshot: () => EMPTY_TRANSACTION_LOG, subscribe: () => () => undefined }

/** The account's whole transaction log on the chain, live (subscribing also watches what is pending). */
export function useTransactionLog(address: Address, chainId: number): TransactionLog {
  const { transactions } = useServices()
  return useStore(useMemo(() => transactions?.select(address, chainId) ?? NONE, [transactions, address, chainId]))
}
