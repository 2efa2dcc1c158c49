import { defer, from, switchMap } from 'rxjs'
import type { ChainReader } from '../ports/chainReader'
import { lazyPort } from './lazyPort'

/**
 * A ChainReader usable at once whose library loads on the first call (services that need a reader synchronously,
 * like the TransactionService, must not pull the chain library into the first page load). Every call calls `load`:
 * memoising it is the caller's job (the container's ChainReaderLoader).
 */
export function lazyChainReader(load: () => Promise<ChainReader>): ChainReader {
  const reader = lazyPort(load)
  return {
    ...reader.calls([
      'getBalance',
      'getTokenBalance',
      'getEnsName',
      'getEnsAvatar',
      'getEnsAddress',
      'getBlockNumber',
      'getTransactionReceipt',
      'getTransaction',
      'getTransactionCount',
      'getBlockTransactions',
      'waitForTransactionReceipt',
    ]),
    watchBlockNumber: (args) => defer(() => from(reader.get())).pipe(switchMap((real) => real.watchBlockNumber(args))),
  }
}
