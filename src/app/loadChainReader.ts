import type { ChainReaderOptions } from '../adapters/chainReader/chainReaderOptions'
import type { Chain } from '../domain/chains/chain'
import type { ChainReader } from '../ports/chainReader'
import { unknownChainLibrary } from './chainLibrary'

/**
 * The ChainReader of `VITE_CHAIN_LIBRARY` ('viem' by default, or 'ethers'), loaded with `import()`.
 * Vite inlines `import.meta.env.VITE_CHAIN_LIBRARY` at build time, so the branch of the other library is dead code
 * and a production build holds only the chosen one (scripts/checkChainLibrary.mjs proves it). Keep the comparisons
 * on the literal `import.meta.env.VITE_CHAIN_LIBRARY`: copying it into a variable may defeat that folding. The
 * server chooses at run time instead: src/app/server/loadChainReaderFor.ts.
 */
export async function loadChainReader(chains: readonly Chain[], options?: ChainReaderOptions): Promise<ChainReader> {
  if (import.meta.env.VITE_CHAIN_LIBRARY === 'ethers') {
    const { EthersChainReader } = await import('../adapters/ethers/ethersChainReader')
    return new EthersChainReader(chains, options)
  }
  if (!import.meta.env.VITE_CHAIN_LIBRARY || import.meta.env.VITE_CHAIN_LIBRARY === 'viem') {
    const { ViemChainReader } = await import('../adapters/viem/viemChainReader')
    return new ViemChainReader(chains, options)
  }
  throw unknownChainLibrary(import.meta.env.VITE_CHAIN_LIBRARY)
}
