import type { ChainLibraryParts } from '../adapters/chainLibrary'
import * as ethers from '../adapters/ethers/chainLibrary'
import * as viem from '../adapters/viem/chainLibrary'
import { BaseError } from '../domain/errors/baseError'

/** VITE_CHAIN_LIBRARY names neither library: `invalid-config`. */
function unknownChainLibrary(value: unknown): BaseError {
  return new BaseError(`VITE_CHAIN_LIBRARY: "${String(value)}" is not one of viem, ethers`, { code: 'invalid-config' })
}

/**
 * The parts of `library` ('viem' when empty, or 'ethers'), each loaded with `import()` when first asked for; an
 * unknown name rejects with `invalid-config`. The only code that tells the libraries apart (adapters of each:
 * src/adapters/viem/chainLibrary.ts, src/adapters/ethers/chainLibrary.ts). Callers pass the name they read from
 * VITE_CHAIN_LIBRARY: the server (tsx, no `import.meta.env`) and Vite's dev server at run time, the browser from its
 * config (readConfig(import.meta.env)).
 *
 * A production build ignores the argument and compares the literal `import.meta.env.VITE_CHAIN_LIBRARY`, the same
 * name, which Vite inlines: the other library's branch is then dead code and the build holds only the chosen library
 * (scripts/checkChainLibrary.mjs proves it). A bundler does not fold a parameter (nor a copy of the literal into a
 * variable), so keep those comparisons on the literal. The build's parts name only the reader and the checksum, so no
 * history-reader or signature-verifier code is built into the browser's chunks: those parts are the server's.
 * @example const reader = await (await loadChainLibrary(config.chainLibrary)).loadChainReader(config.chains)
 */
export async function loadChainLibrary(library: string | undefined): Promise<ChainLibraryParts> {
  if (import.meta.env?.PROD) {
    if (import.meta.env.VITE_CHAIN_LIBRARY === 'ethers')
      return {
        loadChainReader: ethers.loadChainReader,
        loadChecksumAddress: ethers.loadChecksumAddress,
        loadChainHistoryReader: serverOnly,
        loadSignatureVerifier: serverOnly,
      }
    if (!import.meta.env.VITE_CHAIN_LIBRARY || import.meta.env.VITE_CHAIN_LIBRARY === 'viem')
      return {
        loadChainReader: viem.loadChainReader,
        loadChecksumAddress: viem.loadChecksumAddress,
        loadChainHistoryReader: serverOnly,
        loadSignatureVerifier: serverOnly,
      }
    throw unknownChainLibrary(import.meta.env.VITE_CHAIN_LIBRARY)
  } else {
    if (library === 'ethers') return ethers
    if (!library || library === 'viem') return viem
    throw unknownChainLibrary(library)
  }
}

/** A production build's server parts: the browser never reads history nor verifies a signature (the server does). */
const serverOnly = (): Promise<never> => Promise.reject(new Error('server only'))
