import type { ChainReaderOptions } from '../../../src/adapters/chainReader/chainReaderOptions'
import type { Chain } from '../../../src/domain/chains/chain'
import type { ChainHistoryReader } from '../../../src/ports/chainHistoryReader'
import type { ChainReader } from '../../../src/ports/chainReader'

/**
 * Builds the adapter under test: the only thing that differs between the viem and ethers runs of the contract. The
 * server's reader, whose history reads (ChainHistoryReader) extend the browser's: one contract covers both ports.
 */
export type ChainReaderFactory = (
  chains: readonly Chain[],
  options: ChainReaderOptions,
) => ChainReader & ChainHistoryReader

/** Against anvil: quick polls, generous timeouts (a busy machine must not fail a test). */
export const ANVIL_OPTIONS: ChainReaderOptions = {
  requestTimeout: 5_000,
  callTimeout: 20_000,
  pollingInterval: 100,
  receiptTimeout: 20_000,
}

/** Against msw: a short request timeout so the hanging-RPC cases finish quickly. */
export const MOCK_OPTIONS: ChainReaderOptions = {
  requestTimeout: 300,
  callTimeout: 5_000,
  pollingInterval: 50,
  receiptTimeout: 5_000,
}
