import type { ChainReaderOptions } from '../adapters/chainReader/chainReaderOptions'
import type { Chain } from '../domain/chains/chain'
import { BaseError } from '../domain/errors/baseError'
import type { ChainReader } from '../ports/chainReader'

/** The chain libraries a ChainReader can be built on (VITE_CHAIN_LIBRARY). */
export type ChainLibrary = 'viem' | 'ethers'

/**
 * The ChainReader of `VITE_CHAIN_LIBRARY` ('viem' by default, or 'ethers'), loaded with `import()`.
 * Vite inlines `import.meta.env.VITE_CHAIN_LIBRARY` at build time, so the branch of the other library is dead code
 * and a production build holds only the chosen one (scripts/checkChainLibrary.mjs proves it). Keep the comparisons
 * on the literal `import.meta.env.VITE_CHAIN_LIBRARY`: copying it into a variable may defeat that folding.
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
  throw unknownLibrary(import.meta.env.VITE_CHAIN_LIBRARY)
}

/**
 * Server-side variant (Node reads the library at run time, e.g. from process.env): both adapters stay reachable, so
 * never import this from browser code.
 * @example await loadChainReaderFor(process.env.VITE_CHAIN_LIBRARY, chains)
 */
export async function loadChainReaderFor(
  library: string | undefined,
  chains: readonly Chain[],
  options?: ChainReaderOptions,
): Promise<ChainReader> {
  if (library === 'ethers') {
    const { EthersChainReader } = await import('../adapters/ethers/ethersChainReader')
    return new EthersChainReader(chains, options)
  }
  if (!library || library === 'viem') {
    const { ViemChainReader } = await import('../adapters/viem/viemChainReader')
    return new ViemChainReader(chains, options)
  }
  throw unknownLibrary(library)
}

function unknownLibrary(value: unknown): BaseError {
  return new BaseError(`VITE_CHAIN_LIBRARY: "${String(value)}" is not one of viem, ethers`, { code: 'invalid-config' })
}
