import type { ChainLibraryParts } from '../chainLibrary'

// viem's parts of a chain library (ChainLibraryParts), each loaded with import() when first asked for.

export const loadChainReader: ChainLibraryParts['loadChainReader'] = (chains, options) =>
  import('./viemChainReader').then((m) => new m.ViemChainReader(chains, options))

/** @public The server's part: src/app/chainLibrary.ts hands out this module whole, outside a production build. */
export const loadChainHistoryReader: ChainLibraryParts['loadChainHistoryReader'] = (chains, options) =>
  import('./viemChainHistoryReader').then((m) => new m.ViemChainHistoryReader(chains, options))

export const loadChecksumAddress: ChainLibraryParts['loadChecksumAddress'] = () =>
  import('./viemChecksumAddress').then((m) => m.viemChecksumAddress)

/** @public The server's part: src/app/chainLibrary.ts hands out this module whole, outside a production build. */
export const loadSignatureVerifier: ChainLibraryParts['loadSignatureVerifier'] = (options) =>
  import('./viemSignatureVerifier').then((m) => new m.ViemSignatureVerifier(options))
