import type { ChainLibraryParts } from '../chainLibrary'

// ethers' parts of a chain library (ChainLibraryParts), each loaded with import() when first asked for.

export const loadChainReader: ChainLibraryParts['loadChainReader'] = (chains, options) =>
  import('./ethersChainReader').then((m) => new m.EthersChainReader(chains, options))

/** @public The server's part: src/app/chainLibrary.ts hands out this module whole, outside a production build. */
export const loadChainHistoryReader: ChainLibraryParts['loadChainHistoryReader'] = (chains, options) =>
  import('./ethersChainHistoryReader').then((m) => new m.EthersChainHistoryReader(chains, options))

export const loadChecksumAddress: ChainLibraryParts['loadChecksumAddress'] = () =>
  import('./ethersChecksumAddress').then((m) => m.ethersChecksumAddress)

/** @public The server's part: src/app/chainLibrary.ts hands out this module whole, outside a production build. */
export const loadSignatureVerifier: ChainLibraryParts['loadSignatureVerifier'] = (options) =>
  import('./ethersSignatureVerifier').then((m) => new m.EthersSignatureVerifier(options))
