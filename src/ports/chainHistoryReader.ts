import type { ChainBlock, TransferLog } from '../domain/support/chainBlock'
import type { Address } from '../domain/shared/hex'
import type { ChainReader } from './chainReader'

/**
 * Reads the chain's history in block ranges, for the server's support indexer (the browser never does, so its
 * bundle holds none of it). Calls fail as ChainReader's do: a BaseError with an `rpc-*` code, never a hang.
 */
export interface ChainHistoryReader extends Pick<ChainReader, 'getBlockNumber'> {
  /**
   * The blocks `from` to `to` (inclusive, in order) with their transactions, read together (the calls of one moment
   * share a JSON-RPC batch); a block the node does not have yet is `rpc-invalid-answer`.
   */
  getBlocks(args: { chainId: number; from: bigint; to: bigint }): Promise<readonly ChainBlock[]>
  /**
   * The ERC-20 `Transfer` logs emitted by `tokens` to any of `recipients` in blocks `fromBlock` to `toBlock`
   * (inclusive), in chain order: one eth_getLogs whose third topic is the OR-list of recipients. A node that refuses
   * the range (too many blocks or results) rejects like any failed call: the caller asks for less.
   */
  getTransferLogs(args: {
    chainId: number
    tokens: readonly Address[]
    recipients: readonly Address[]
    fromBlock: bigint
    toBlock: bigint
  }): Promise<readonly TransferLog[]>
  /**
   * Whether the block's logs bloom says it may hold a Transfer log of one of `tokens` to one of `recipients`; false is
   * certain, so the indexer asks for no logs of such a block. No call is made.
   */
  mayHoldTransfers(block: ChainBlock, tokens: readonly Address[], recipients: readonly Address[]): boolean
}
