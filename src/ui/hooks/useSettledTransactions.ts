import { useMemo } from 'react'
import type { Readable } from '../../domain/shared/store'
import { EMPTY_TRANSACTION_LOG, type TransactionLog } from '../../domain/transactions/transactionLog'
import { useServices } from '../servicesContext'
import { useStore } from './useStore'
import { useWalletSession } from './useWalletSession'

const NONE: Readable<TransactionLog> = { getSnapshot: () => EMPTY_TRANSACTION_LOG, subscribe: () => () => undefined }

/**
 * A key that changes whenever one of the connected account's transactions on `chainId` settles (confirmed or failed):
 * the moment balances on that chain may have moved. Empty when not connected there.
 */
export function useSettledTransactions(chainId: number | undefined): string {
  const { transactions } = useServices()
  const session = useWalletSession()
  const address = session.status === 'connected' && session.chain.id === chainId ? session.address : undefined
  const log = useStore(useMemo(() => (address && transactions ? transactions.select(address, chainId) : NONE), [transactions, address, chainId]))
  return useMemo(() => log.filter((tx) => tx.status !== 'pending').map((tx) => `${tx.hash}:${tx.status}`).join(','), [log])
}
