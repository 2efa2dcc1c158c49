import { BaseError } from '../domain/errors/baseError'

/** The chain libraries a ChainReader or SignatureVerifier can be built on (VITE_CHAIN_LIBRARY). */
export type ChainLibrary = 'viem' | 'ethers'

/** VITE_CHAIN_LIBRARY names neither library: `invalid-config`. */
export function unknownChainLibrary(value: unknown): BaseError {
  return new BaseError(`VITE_CHAIN_LIBRARY: "${String(value)}" is not one of viem, ethers`, { code: 'invalid-config' })
}
