import type { Address } from '../../domain/shared/hex'
import { hasPendingTransactions } from '../../domain/transactions/hasPendingTransactions'
import { useTransactionLog } from './useTransactionLog'

/**
 * True while the account has a pending transaction on the chain (product rules: "Transaction status": the ring on the
 * avatar).
 */
export function useHasPendingTransactions(address: Address, chainId: number): boolean {
  return hasPendingTransactions(useTransactionLog(address, chainId))
}
