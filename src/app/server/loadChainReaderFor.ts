import type { ChainReaderOptions } from '../../adapters/chainReader/chainReaderOptions'
import type { Chain } from '../../domain/chains/chain'
import type { ChainReader } from '../../ports/chainReader'
import { unknownChainLibrary } from '../chainLibrary'

/**
 * The server's ChainReader: Node reads the library at run time (from process.env), so both adapters stay reachable;
 * the browser's build-time choice is src/app/loadChainReader.ts.
 * @example await loadChainReaderFor(process.env.VITE_CHAIN_LIBRARY, chains)
 */
export async function loadChainReaderFor(
  library: string | undefined,
  chains: readonly Chain[],
  options?: ChainReaderOptions,
): Promise<ChainReader> {
  if (library === 'ethers') {
    const { EthersChainReader } = await import('../../adapters/ethers/ethersChainReader')
    return new EthersChainReader(chains, options)
  }
  if (!library || library === 'viem') {
    const { ViemChainReader } = await import('../../adapters/viem/viemChainReader')
    return new ViemChainReader(chains, options)
  }
  throw unknownChainLibrary(library)
}
