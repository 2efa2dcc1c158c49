import type { Address } from '../domain/shared/hex'
import type { Readable } from '../domain/shared/store'
import { EMPTY_TRANSACTION_LOG, type TransactionLog } from '../domain/transactions/emptyTransactionLog'
import type { TransactionService } from '../domain/transactions/transactionService'
import { transactionStorageKey } from '../domain/transactions/transactionStorageKey'
import { validateTransaction, type NewTransaction } from '../domain/transactions/validateTransaction'

/** What the UI uses of the TransactionService (UiServices.transactions), with a way to load its code ahead of need. */
export type Transactions = Pick<TransactionService, 'select' | 'clear' | 'add'> & { prefetch(): Promise<unknown> }

const NONE: Readable<TransactionLog> = { getSnapshot: () => EMPTY_TRANSACTION_LOG, subscribe: () => () => undefined }

/** See {@link lazyTransactions}. */
class LazyTransactions implements Transactions {
  private service: TransactionService | undefined
  private readonly readables = new Map<string, Readable<TransactionLog>>()

  constructor(private readonly load: () => Promise<TransactionService>) {}

  select(address: Address | undefined, chainId: number | undefined): Readable<TransactionLog> {
    if (address === undefined || chainId === undefined) return NONE
    const key = transactionStorageKey(address, chainId)
    const readable = this.readables.get(key) ?? this.readable(address, chainId)
    this.readables.set(key, readable)
    return readable
  }

  add(address: Address, chainId: number, transaction: NewTransaction): void {
    if (this.service) return this.service.add(address, chainId, transaction)
    transactionStorageKey(address, chainId)
    validateTransaction(transaction)
    this.later((service) => service.add(address, chainId, transaction))
  }

  clear(address: Address | undefined, chainId: number | undefined): void {
    if (this.service) return this.service.clear(address, chainId)
    transactionStorageKey(address, chainId)
    this.later((service) => service.clear(address, chainId))
  }

  /** Loads the service now (a wallet is connecting) so the account's log is there when it connects. */
  prefetch(): Promise<unknown> {
    return this.loaded()
  }

  private loaded(): Promise<TransactionService> {
    return this.load().then((service) => (this.service = service))
  }

  private later(run: (service: TransactionService) => void): void {
    this.loaded()
      .then(run)
      .catch((err: unknown) => console.error('Transactions:', err))
  }

  /** One account's log, the same object before and after the load (the UI keeps it). */
  private readable(address: Address, chainId: number): Readable<TransactionLog> {
    return {
      getSnapshot: () => (this.service ? this.service.select(address, chainId).getSnapshot() : EMPTY_TRANSACTION_LOG),
      subscribe: (listener) => {
        if (this.service) return this.service.select(address, chainId).subscribe(listener)
        let stop: (() => void) | undefined
        let closed = false
        this.loaded().then(
          (service) => {
            if (closed) return
            stop = service.select(address, chainId).subscribe(listener)
            listener() // the stored log replaces the empty one
          },
          () => undefined,
        )
        return () => {
          closed = true
          stop?.()
        }
      },
    }
  }
}

/**
 * The TransactionService, usable at once, whose code loads when an account's log is first watched (the avatar's
 * pending ring of a connected account), so a disconnected visitor's first page load carries none of it. `select`
 * keeps one Readable per account and chain across the load; `add` and `clear` throw the validation errors (product
 * rules: "Transaction validation") synchronously (as the service does) and, before the load, run once it is done.
 * `load` should be memoised.
 */
export function lazyTransactions(load: () => Promise<TransactionService>): Transactions {
  return new LazyTransactions(load)
}
