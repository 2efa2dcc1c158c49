import type { ChecksumAddress } from '../domain/auth/siweFields'
import type { Chain } from '../domain/chains/chain'
import type { ChainHistoryReader } from '../ports/chainHistoryReader'
import type { ChainReader } from '../ports/chainReader'
import type { SignatureVerifier } from '../ports/signatureVerifier'
import type { ChainReaderOptions } from './chainReader/chainReaderOptions'
import type { SignatureVerifierOptions } from './verifier/signatureVerifierOptions'

/**
 * What a chain library offers the app (src/adapters/viem/chainLibrary.ts, src/adapters/ethers/chainLibrary.ts): each
 * part is loaded with `import()` when it is first asked for, so the browser loads only the reader and the checksum it
 * uses (never the history reader nor the verifier), and each in its own chunk.
 */
export type ChainLibraryParts = {
  loadChainReader(chains: readonly Chain[], options?: ChainReaderOptions): Promise<ChainReader>
  /** EIP-55 checksums: a small chunk of its own (a wallet connecting loads it, the reader comes later). */
  loadChecksumAddress(): Promise<ChecksumAddress>
  /** Server only (the support indexer): the reader with the chain's history; the browser's parts leave it out. */
  loadChainHistoryReader(
    chains: readonly Chain[],
    options?: ChainReaderOptions,
  ): Promise<ChainHistoryReader & ChainReader>
  /** Server only (sign-in): the browser never calls it, so its chunk is never fetched. */
  loadSignatureVerifier(options: SignatureVerifierOptions): Promise<SignatureVerifier>
}
