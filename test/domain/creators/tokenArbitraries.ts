import type { SupportToken } from '../../../src/domain/chains/supportTokens'
import { type EventLog, TRANSFER_TOPIC } from '../../../src/domain/support/tokenTransfer'
import type { Address, Hex } from '../../../src/domain/shared/hex'

/** An address as a 32-byte topic (left-padded with zeros). */
export const topicOf = (address: Address): Hex => `0x${address.slice(2).padStart(64, '0')}`

/** A 32-byte word of data holding `value`. */
export const wordOf = (value: bigint): Hex => `0x${value.toString(16).padStart(64, '0')}`

/** The log an ERC-20 at `token` emits for `Transfer(from, to, value)`. */
export function transferLog(token: Address, from: Address, to: Address, value: bigint): EventLog {
  return { address: token, topics: [TRANSFER_TOPIC, topicOf(from), topicOf(to)], data: wordOf(value) }
}

/** A 6-decimals token accepted on `chainId`. */
export const acceptedToken = (chainId: number, address: Address, symbol = 'USDC'): SupportToken => ({
  chainId,
  address,
  symbol,
  decimals: 6,
})
