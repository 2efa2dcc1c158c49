import type { ChecksumAddress } from '../domain/auth/siweFields'

/**
 * The EIP-55 checksum of VITE_CHAIN_LIBRARY, loaded with `import()` when first needed (a wallet connecting: see
 * usePrefetchAccountData). As in loadChainReader, the literal `import.meta.env.VITE_CHAIN_LIBRARY` lets the build drop
 * the other library.
 */
export async function loadChecksumAddress(): Promise<ChecksumAddress> {
  if (import.meta.env.VITE_CHAIN_LIBRARY === 'ethers') {
    return (await import('../adapters/ethers/ethersChecksumAddress')).ethersChecksumAddress
  }
  return (await import('../adapters/viem/viemChecksumAddress')).viemChecksumAddress
}
