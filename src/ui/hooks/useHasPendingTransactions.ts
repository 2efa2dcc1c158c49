import { useMemo } from 'react'
import type { Address } from '../../domain/shared/hex'
import type { Readable } from '../../domain/shared/store'
import { EMPTY_TRANSACTION_LOG, hasPendingTransactions, type TransactionLog } from '../../domain/transactions/transactionLog'
import { useServices } from '../servicesContext'
import { useStore } from './useStore'

const NONE: Readable<TransactionLog> = { getSnapshot: () => EMPTY_TRANSACTION_LOG, subscribe: () => () => undefined }

/** True while the account has a pending transaction on the chain (SPEC 4: the ring on the avatar). */
export function useHasPendingTransactions(address: Address, chainId: number): boolean {
  const { transactions } = useServices()
  const log = useStore(useMemo(() => transactions?.select(address, chainId) ?? NONE, [transactions, address, chainId]))
  return hasPendingTransactions(log)
}
