import { type Address, type Hex, isAddress } from '../shared/hex'

/** One log of a transaction's receipt, as a node gives it: the emitting contract, its topics and its data. */
export type EventLog = { readonly address: Address; readonly topics: readonly Hex[]; readonly data: Hex }

/** An ERC-20 `Transfer(from, to, value)`: `token` is the contract that emitted it. */
export type TokenTransfer = {
  readonly token: Address
  readonly from: Address
  readonly to: Address
  readonly value: bigint
}

/** keccak256("Transfer(address,address,uint256)"): topic 0 of every ERC-20 (and ERC-721) transfer. */
export const TRANSFER_TOPIC: Hex = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

const ADDRESS_TOPIC = /^0x0{24}([0-9a-fA-F]{40})$/
const WORD = /^0x[0-9a-fA-F]{64}$/

function topicAddress(topic: Hex | undefined): Address | undefined {
  const match = topic === undefined ? null : ADDRESS_TOPIC.exec(topic)
  const address = match ? `0x${match[1]}` : undefined
  return isAddress(address) ? address : undefined
}

/**
 * The ERC-20 transfer a log records, or null for any other log: topic 0 is Transfer's, exactly three topics (`from`
 * and `to` indexed, as addresses padded to 32 bytes) and one 32-byte word of data (the value). An ERC-721 transfer
 * (its token id is a fourth topic) and a malformed log are not ERC-20 transfers.
 * @example readTokenTransfer({ address: usdc, topics: [TRANSFER_TOPIC, from32, to32], data: value32 })
 */
export function readTokenTransfer(log: EventLog): TokenTransfer | null {
  const { topics, data } = log
  if (topics.length !== 3 || topics[0]?.toLowerCase() !== TRANSFER_TOPIC || !WORD.test(data)) return null
  const from = topicAddress(topics[1])
  const to = topicAddress(topics[2])
  if (!from || !to || !isAddress(log.address)) return null
  return { token: log.address, from, to, value: BigInt(data) }
}
