import { BaseError } from '../errors/baseError'
import type { Hex } from '../shared/hex'
import { isChainIdNumber } from './parseChainId'

// Reading a chain id (configuration, on the first page load) lives apart, so the wallets' part loads with them.
export { parseChainId } from './parseChainId'

/**
 * The hex form wallet_switchEthereumChain and wallet_addEthereumChain expect. Throws `invalid-chain-id` for a
 * value that is not a positive safe integer.
 * @example chainIdToHex(5) === '0x5'
 */
export function chainIdToHex(id: number): Hex {
  if (!isChainIdNumber(id)) throw new BaseError(`Invalid chain ID: ${String(id)}`, { code: 'invalid-chain-id' })
  return `0x${id.toString(16)}`
}
