import { TransactionService } from '../domain/transactions/transactionService'
import type { ChainReader } from '../ports/chainReader'
import type { Clock } from '../ports/clock'
import type { KeyValueStore } from '../ports/keyValueStore'
import { lazyChainReader } from './lazyChainReader'

/**
 * The TransactionService over the lazily loaded chain reader. Imported on demand (src/app/container.ts), so the
 * service, its polling operators and the lazy reader stay out of the first page load.
 */
export function createTransactionService(deps: {
  store: KeyValueStore
  loadReader: () => Promise<ChainReader>
  clock: Clock
}): TransactionService {
  return new TransactionService({ store: deps.store, reader: lazyChainReader(deps.loadReader), clock: deps.clock })
}
