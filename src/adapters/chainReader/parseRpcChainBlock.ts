import type { ChainBlock, TransferLog } from '../../domain/support/chainBlock'
import { readTokenTransfer } from '../../domain/support/tokenTransfer'
import { isHash, type Hash, type Hex } from '../../domain/shared/hex'
import { rpcInvalidAnswerError } from './chainReaderErrors'
import { parseRpcBlockTransactions } from './parseRpcBlockTransactions'
import { parseRpcQuantity, parseRpcSafeInteger } from './parseRpcQuantity'
import { shownAnswer } from './shownAnswer'

const BLOOM = /^0x[0-9a-fA-F]{512}$/

/**
 * The result of eth_getBlockByNumber(n, true) as the support indexer reads it: number, hash, parent hash, time, logs
 * bloom and transactions, each checked; a missing block (the node is behind) or a malformed one is
 * `rpc-invalid-answer`, so the indexer retries rather than skip a block.
 * @example parseRpcChainBlock({ number: '0x10', hash, parentHash, timestamp: '0x5', logsBloom, transactions: [] })
 */
export function parseRpcChainBlock(raw: unknown, expected: bigint): ChainBlock {
  const transactions = parseRpcBlockTransactions(raw)
  if (transactions === null) throw rpcInvalidAnswerError(`no block ${expected} yet`)
  const { number, hash, parentHash, timestamp, logsBloom } = raw as Record<string, unknown>
  const blockNumber = parseRpcQuantity(number, 'block number')
  if (blockNumber !== expected) throw rpcInvalidAnswerError(`asked block ${expected}, got ${shownAnswer(number)}`)
  if (!isHash(hash) || !isHash(parentHash))
    throw rpcInvalidAnswerError(`block hashes are not 32 bytes: ${shownAnswer(hash)} ${shownAnswer(parentHash)}`)
  if (typeof logsBloom !== 'string' || !BLOOM.test(logsBloom))
    throw rpcInvalidAnswerError(`block logs bloom is not 256 bytes: ${shownAnswer(logsBloom)}`)
  return {
    number: blockNumber,
    hash,
    parentHash,
    timestamp: parseRpcSafeInteger(timestamp, 'block timestamp'),
    logsBloom: logsBloom.toLowerCase(),
    transactions: transactions.map(({ hash: txHash, from, to, value }) => ({ hash: txHash, from, to, value })),
  }
}

/**
 * The result of eth_getLogs for Transfer events: each entry must be an ERC-20 transfer log of a mined block (not
 * removed); anything else is `rpc-invalid-answer`.
 */
export function parseRpcTransferLogs(raw: unknown): TransferLog[] {
  if (!Array.isArray(raw)) throw rpcInvalidAnswerError(`logs are not an array: ${shownAnswer(raw)}`)
  return raw.map((entry: unknown) => {
    const log = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>
    const topics = Array.isArray(log.topics) ? (log.topics as Hex[]) : []
    const transfer = readTokenTransfer({ address: log.address as Hash, topics, data: log.data as Hex })
    if (!transfer || !isHash(log.transactionHash) || !isHash(log.blockHash) || log.removed === true)
      throw rpcInvalidAnswerError(`not a mined Transfer log: ${shownAnswer(entry)}`)
    return {
      ...transfer,
      txHash: log.transactionHash,
      blockNumber: parseRpcQuantity(log.blockNumber, 'log block number'),
      blockHash: log.blockHash,
      logIndex: parseRpcSafeInteger(log.logIndex, 'log index'),
    }
  })
}
