import { keccak256 } from 'viem'
import type { ChainBlock, TransferLog } from '../../domain/support/chainBlock'
import type { Address } from '../../domain/shared/hex'
import type { ChainHistoryReader } from '../../ports/chainHistoryReader'
import { type Keccak, mayHoldTransfers } from '../chainReader/logsBloom'
import { readRpcChainBlocks, readRpcTransferLogs } from '../chainReader/rawRpcReads'
import { ViemChainReader } from './viemChainReader'

const KECCAK: Keccak = (bytes) => keccak256(bytes, 'bytes')

/**
 * The server's reader: ViemChainReader's reads and the history the support indexer reads in block ranges, over the
 * same per-chain clients (a module of its own, so the browser's reader chunk holds none of it).
 */
export class ViemChainHistoryReader extends ViemChainReader implements ChainHistoryReader {
  /** The blocks of a range with their transactions, read together in one JSON-RPC batch. */
  getBlocks(args: { chainId: number; from: bigint; to: bigint }): Promise<readonly ChainBlock[]> {
    return this.read(() => readRpcChainBlocks(this.send(args.chainId), args.from, args.to))
  }

  /** The Transfer logs of tokens to recipients in a block range (one eth_getLogs). */
  getTransferLogs(args: {
    chainId: number
    tokens: readonly Address[]
    recipients: readonly Address[]
    fromBlock: bigint
    toBlock: bigint
  }): Promise<readonly TransferLog[]> {
    return this.read(() => readRpcTransferLogs(this.send(args.chainId), args))
  }

  /** The block's logs bloom checked for Transfer logs of `tokens` to `recipients` (no call). */
  mayHoldTransfers(block: ChainBlock, tokens: readonly Address[], recipients: readonly Address[]): boolean {
    return mayHoldTransfers(KECCAK, block.logsBloom, tokens, recipients)
  }
}
