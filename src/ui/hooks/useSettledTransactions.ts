import { useMemo } from 'react'
import { settledTransactionsKey } from '../../domain/transactions/settledTransactionsKey'
import { useTransactionLog } from './useTransactionLog'
import { useWalletSession } from './useWalletSession'

/**
 * A key that changes whenever one of the connected account's transactions on `chainId` settles (confirmed or failed):
 * the moment balances on that chain may have moved. Empty when not connected there.
 */
export function useSettledTransactions(chainId: number | undefined): string {
  const session = useWalletSession()
  const address = session.status === 'connected' && session.chain.id === chainId ? session.address : undefined
  const log = useTransactionLog(address, chainId)
  return useMemo(() => settledTransactionsKey(log), [log])
}
