import type { ChecksumAddress } from '../../domain/auth/siweFields'
import type { SignatureVerifier } from '../../ports/signatureVerifier'
import type { SignatureVerifierOptions } from '../../adapters/verifier/signatureVerifierOptions'
import { withRecoveryWorkers } from '../../adapters/server/recoveryWorkers'
import type { ChainLibrary } from '../chainLibrary'

/** The chain-library half of server-side sign-in: signature checks and EIP-55 checksums. */
export type ServerChainLibrary = { signatureVerifier: SignatureVerifier; checksumAddress: ChecksumAddress }

/**
 * The SignatureVerifier and checksum of VITE_CHAIN_LIBRARY, loaded with `import()` so only the chosen library is
 * loaded by the server process; its signer recovery runs on worker threads (withRecoveryWorkers).
 * @example await loadSignatureVerifier('viem', { rpcUrls: { 1: 'http://127.0.0.1:8545' } })
 */
export async function loadSignatureVerifier(
  library: ChainLibrary,
  options: SignatureVerifierOptions,
): Promise<ServerChainLibrary> {
  if (library === 'ethers') {
    const [{ EthersSignatureVerifier }, { ethersChecksumAddress }] = await Promise.all([
      import('../../adapters/ethers/ethersSignatureVerifier'),
      import('../../adapters/ethers/ethersChecksumAddress'),
    ])
    const signatureVerifier = withRecoveryWorkers(new EthersSignatureVerifier(options), { library })
    return { signatureVerifier, checksumAddress: ethersChecksumAddress }
  }
  const [{ ViemSignatureVerifier }, { viemChecksumAddress }] = await Promise.all([
    import('../../adapters/viem/viemSignatureVerifier'),
    import('../../adapters/viem/viemChecksumAddress'),
  ])
  const signatureVerifier = withRecoveryWorkers(new ViemSignatureVerifier(options), { library })
  return { signatureVerifier, checksumAddress: viemChecksumAddress }
}
