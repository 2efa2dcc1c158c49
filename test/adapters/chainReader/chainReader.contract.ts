import { describe } from 'vitest'
import { anvilBlocksContract } from './anvilBlocksContract'
import { anvilReadsContract } from './anvilReadsContract'
import { anvilReceiptsContract } from './anvilReceiptsContract'
import { anvilTokensContract } from './anvilTokensContract'
import { anvilTransactionsContract } from './anvilTransactionsContract'
import type { ChainReaderFactory } from './chainReaderFactory'
import { ensContract } from './ensContract'
import { rpcEfficiencyContract } from './rpcEfficiencyContract'
import { rpcFaultsContract } from './rpcFaultsContract'
import { rpcTransactionFaultsContract } from './rpcTransactionFaultsContract'
import { useMockMainnet } from './useMockMainnet'

export type { ChainReaderFactory } from './chainReaderFactory'

/**
 * The ChainReader contract, run unchanged against every adapter: chain reads, receipts, transactions, nonces, ERC-20 balances, and the blocks, Transfer logs and logs bloom the support indexer reads against
 * a real anvil, then mainnet ENS, RPC faults and request counts against msw (which runs only inside that second block).
 */
export function describeChainReaderContract(name: string, factory: ChainReaderFactory): void {
  describe(name, () => {
    anvilReadsContract(factory)
    anvilReceiptsContract(factory)
    anvilTransactionsContract(factory)
    anvilTokensContract(factory)
    anvilBlocksContract(factory)
    describe('against msw-served mainnet', () => {
      const mock = useMockMainnet()
      ensContract(factory)
      rpcFaultsContract(factory, mock)
      rpcTransactionFaultsContract(factory, mock)
      rpcEfficiencyContract(name, factory, mock)
    })
  })
}
