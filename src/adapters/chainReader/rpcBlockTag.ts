import type { Hex } from '../../domain/shared/hex'

/**
 * The block parameter of a JSON-RPC call: 'latest' without a block number, else the number as a hex quantity.
 * @example rpcBlockTag(255n) // '0xff'
 */
export function rpcBlockTag(blockNumber?: bigint): 'latest' | Hex {
  return blockNumber === undefined ? 'latest' : `0x${blockNumber.toString(16)}`
}
