import type { ChainBlock, TransferLog } from '../../domain/support/chainBlock'
import { TRANSFER_TOPIC } from '../../domain/support/tokenTransfer'
import type { Address, Hash } from '../../domain/shared/hex'
import type { Receipt, SentTransaction } from '../../ports/chainReader'
import { assertAddress, assertBlockNumber, assertHash } from './chainReaderErrors'
import { parseRpcBlockTransactions } from './parseRpcBlockTransactions'
import { parseRpcChainBlock, parseRpcTransferLogs } from './parseRpcChainBlock'
import { parseRpcSafeInteger } from './parseRpcQuantity'
import { parseRpcReceipt } from './parseRpcReceipt'
import { parseRpcTransaction } from './parseRpcTransaction'
import { rpcBlockTag } from './rpcBlockTag'

// The reads both chain readers send as raw JSON-RPC and hold to one parser: the libraries' own formatters disagree
// on a malformed answer (viem turns an unknown receipt status into null and keeps a receipt without block number;
// ethers reads a null status as success and throws a format error for the missing block), which would settle a
// transaction wrongly on one library only.

/** One JSON-RPC request through the adapter's client (viem's `client.request`, ethers' `provider.send`). */
export type RpcSend = (method: string, params: readonly unknown[]) => Promise<unknown>

/** The receipt; null while the transaction is pending (or unknown). A malformed one is `rpc-invalid-answer`. */
export async function readRpcReceipt(send: RpcSend, hash: Hash): Promise<Receipt | null> {
  assertHash(hash)
  return parseRpcReceipt(await send('eth_getTransactionReceipt', [hash]))
}

/** The transaction, pending or mined; null when the node does not know it (or no longer: replaced, dropped). */
export async function readRpcTransaction(send: RpcSend, hash: Hash): Promise<SentTransaction | null> {
  assertHash(hash)
  return parseRpcTransaction(await send('eth_getTransactionByHash', [hash]))
}

/** The next nonce of `address` at the latest block, or after block `blockNumber`. */
export async function readRpcTransactionCount(send: RpcSend, address: Address, blockNumber?: bigint): Promise<number> {
  assertAddress(address)
  if (blockNumber !== undefined) assertBlockNumber(blockNumber)
  return parseRpcSafeInteger(
    await send('eth_getTransactionCount', [address, rpcBlockTag(blockNumber)]),
    'transaction count',
  )
}

/** The transactions of block `blockNumber` in block order; null when the node has no such block (yet). */
export async function readRpcBlockTransactions(
  send: RpcSend,
  blockNumber: bigint,
): Promise<readonly SentTransaction[] | null> {
  assertBlockNumber(blockNumber)
  return parseRpcBlockTransactions(await send('eth_getBlockByNumber', [rpcBlockTag(blockNumber), true]))
}

/** Blocks `from` to `to` with their transactions: one eth_getBlockByNumber each, sent together (one batch). */
export async function readRpcChainBlocks(send: RpcSend, from: bigint, to: bigint): Promise<readonly ChainBlock[]> {
  assertBlockNumber(from)
  assertBlockNumber(to)
  const numbers: bigint[] = []
  for (let n = from; n <= to; n++) numbers.push(n)
  return Promise.all(
    numbers.map(async (n) => parseRpcChainBlock(await send('eth_getBlockByNumber', [rpcBlockTag(n), true]), n)),
  )
}

const addressTopic = (address: Address) => `0x${address.slice(2).toLowerCase().padStart(64, '0')}`

/** The Transfer logs of `tokens` to `recipients` in a block range: one eth_getLogs, recipients as an OR-list topic. */
export async function readRpcTransferLogs(
  send: RpcSend,
  args: { tokens: readonly Address[]; recipients: readonly Address[]; fromBlock: bigint; toBlock: bigint },
): Promise<readonly TransferLog[]> {
  const { tokens, recipients, fromBlock, toBlock } = args
  for (const address of [...tokens, ...recipients]) assertAddress(address)
  assertBlockNumber(fromBlock)
  assertBlockNumber(toBlock)
  if (tokens.length === 0 || recipients.length === 0) return []
  const filter = {
    address: tokens.map((t) => t.toLowerCase()),
    topics: [TRANSFER_TOPIC, null, recipients.map(addressTopic)],
    fromBlock: rpcBlockTag(fromBlock),
    toBlock: rpcBlockTag(toBlock),
  }
  return parseRpcTransferLogs(await send('eth_getLogs', [filter]))
}
