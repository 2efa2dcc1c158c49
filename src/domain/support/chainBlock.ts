import type { Address, Hash } from '../shared/hex'

/** A block as the support indexer reads it: where it sits in the chain, when it was made, what it carries. */
export type ChainBlock = {
  readonly number: bigint
  readonly hash: Hash
  readonly parentHash: Hash
  /** Seconds since the epoch, as the block header says. */
  readonly timestamp: number
  /** The header's logs bloom (512 hex digits after 0x): what the block's logs may contain. */
  readonly logsBloom: string
  /** Its transactions in block order: who sent what to whom (`to` null for a contract creation). */
  readonly transactions: readonly BlockTransaction[]
}

type BlockTransaction = {
  readonly hash: Hash
  readonly from: Address
  readonly to: Address | null
  readonly value: bigint
}

/** One ERC-20 `Transfer` event log, as a node answers eth_getLogs. */
export type TransferLog = {
  /** The token contract that emitted it. */
  readonly token: Address
  readonly from: Address
  readonly to: Address
  readonly value: bigint
  readonly txHash: Hash
  readonly blockNumber: bigint
  readonly blockHash: Hash
  readonly logIndex: number
}
