import { constantReadable, type Readable } from '../domain/shared/store'
import { EMPTY_TRANSACTION_LOG, type TransactionLog } from '../domain/transactions/emptyTransactionLog'
import type { TransactionService } from '../domain/transactions/transactionService'
import { transactionStorageKey } from '../domain/transactions/transactionStorageKey'
import { validateTransaction } from '../domain/transactions/validateTransaction'
import { lazyPort } from './lazyPort'

/** What the UI uses of the TransactionService (UiServices.transactions), with a way to load its code ahead of need. */
export type Transactions = Pick<TransactionService, 'select' | 'clear' | 'add'> & { prefetch(): Promise<unknown> }

const NONE = constantReadable(EMPTY_TRANSACTION_LOG)

/**
 * The TransactionService, usable at once, whose code loads when an account's log is first watched (the avatar's
 * pending ring of a connected account), so a disconnected visitor's first page load carries none of it. `select`
 * keeps one Readable per account and chain across the load; `add` and `clear` throw the validation errors (product
 * rules: "Transaction validation") synchronously (as the service does) and, before the load, run once it is done.
 * `load` should be memoised.
 */
export function lazyTransactions(load: () => Promise<TransactionService>): Transactions {
  const service = lazyPort(load)
  const readables = new Map<string, Readable<TransactionLog>>()
  const later = (run: (loaded: TransactionService) => void): void => {
    service
      .get()
      .then(run)
      .catch((err: unknown) => console.error('Transactions:', err))
  }
  return {
    select(address, chainId) {
      if (address === undefined || chainId === undefined) return NONE
      const key = transactionStorageKey(address, chainId)
      // One account's log, the same object before and after the load (the UI keeps it).
      const readable =
        readables.get(key) ??
        service.readable((loaded) => loaded.select(address, chainId), EMPTY_TRANSACTION_LOG, ignore)
      readables.set(key, readable)
      return readable
    },
    add(address, chainId, transaction) {
      if (service.current) return service.current.add(address, chainId, transaction)
      transactionStorageKey(address, chainId)
      validateTransaction(transaction)
      later((loaded) => loaded.add(address, chainId, transaction))
    },
    clear(address, chainId) {
      if (service.current) return service.current.clear(address, chainId)
      transactionStorageKey(address, chainId)
      later((loaded) => loaded.clear(address, chainId))
    },
    // Loads the service now (a wallet is connecting) so the account's log is there when it connects.
    prefetch: () => service.get(),
  }
}

/** A log whose code failed to load stays empty; the next watcher tries again. */
const ignore = (): void => undefined
