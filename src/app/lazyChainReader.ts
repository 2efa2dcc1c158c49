import { defer, from, switchMap } from 'rxjs'
import type { ChainReader } from '../ports/chainReader'

/**
 * A ChainReader usable at once whose library loads on the first call (services that need a reader synchronously,
 * like the TransactionService, must not pull the chain library into the first page load).
 */
export function lazyChainReader(load: () => Promise<ChainReader>): ChainReader {
  return {
    getBalance: async (args) => (await load()).getBalance(args),
    getEnsName: async (args) => (await load()).getEnsName(args),
    getEnsAvatar: async (args) => (await load()).getEnsAvatar(args),
    getEnsAddress: async (args) => (await load()).getEnsAddress(args),
    getBlockNumber: async (args) => (await load()).getBlockNumber(args),
    watchBlockNumber: (args) => defer(() => from(load())).pipe(switchMap((reader) => reader.watchBlockNumber(args))),
    getTransactionReceipt: async (args) => (await load()).getTransactionReceipt(args),
    getTransaction: async (args) => (await load()).getTransaction(args),
    getTransactionCount: async (args) => (await load()).getTransactionCount(args),
    getBlockTransactions: async (args) => (await load()).getBlockTransactions(args),
    waitForTransactionReceipt: async (args) => (await load()).waitForTransactionReceipt(args),
  }
}
