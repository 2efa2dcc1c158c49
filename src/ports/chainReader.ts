import type { Observable } from 'rxjs'
import type { EventLog } from '../domain/support/tokenTransfer'
import type { Address, Hash, Hex } from '../domain/shared/hex'

export type Balance = { value: bigint; decimals: number; symbol: string; formatted: string }

/**
 * A mined transaction's outcome. `logs`, in log order, are given by `getTransactionReceipt` (the node's answer always
 * has them); `waitForTransactionReceipt` may leave them out.
 */
export type Receipt = { status: 'success' | 'reverted'; blockNumber: bigint; logs?: readonly EventLog[] | undefined }

/** A transaction as a node knows it: who sent it with which nonce, and what it does (to, value, input). */
export type SentTransaction = {
  hash: Hash
  from: Address
  nonce: number
  to: Address | null
  value: bigint
  input: Hex
}

/**
 * Reads the chain (viem or ethers behind it). Every call has a timeout and rejects with a BaseError
 * (code `rpc-unavailable`, `rpc-timeout`, or `rpc-invalid-answer` for a malformed receipt), never hangs. ENS lookups
 * always go to mainnet (chain 1). What only the server's indexer reads is ChainHistoryReader's.
 */
export interface ChainReader {
  /** Native balance, formatted with the chain's currency. */
  getBalance(args: { chainId: number; address: Address }): Promise<Balance>
  /**
   * `owner`'s balance of the ERC-20 token at `token`, with the decimals and symbol the contract reports; an address
   * that is not a token contract is `rpc-invalid-answer`.
   * @example await reader.getTokenBalance({ chainId: 8453, token: usdc, owner }) // { value: 5000000n, decimals: 6, symbol: 'USDC', formatted: '5' }
   */
  getTokenBalance(args: { chainId: number; token: Address; owner: Address }): Promise<Balance>
  /** Primary ENS name (reverse record, forward-verified) or null. */
  getEnsName(args: { address: Address }): Promise<string | null>
  /** ENS avatar URL for a (normalised) name, or null. */
  getEnsAvatar(args: { name: string }): Promise<string | null>
  /** Address for an ENS name (normalised first), or null. */
  getEnsAddress(args: { name: string }): Promise<Address | null>
  getBlockNumber(args: { chainId: number }): Promise<bigint>
  /** New block numbers, polled every `pollingInterval` ms (default 4000) while subscribed. */
  watchBlockNumber(args: { chainId: number; pollingInterval?: number }): Observable<bigint>
  /** One receipt look-up: null while pending (or without block number yet); `rpc-invalid-answer` for an unknown status. */
  getTransactionReceipt(args: { chainId: number; hash: Hash }): Promise<Receipt | null>
  /**
   * The transaction as the node knows it, pending or mined; null when it does not know it (not seen yet, dropped, or
   * replaced by another transaction with the same nonce). A malformed answer is `rpc-invalid-answer`.
   */
  getTransaction(args: { chainId: number; hash: Hash }): Promise<SentTransaction | null>
  /** How many transactions of `address` are mined (its next nonce): at the latest block, or at `blockNumber`. */
  getTransactionCount(args: { chainId: number; address: Address; blockNumber?: bigint }): Promise<number>
  /** The transactions mined in block `blockNumber`, in block order; null when the node has no such block. */
  getBlockTransactions(args: { chainId: number; blockNumber: bigint }): Promise<readonly SentTransaction[] | null>
  /** Waits until the receipt has `confirmations` (default 1) confirmations, polling every 4000 ms. */
  waitForTransactionReceipt(args: {
    chainId: number
    hash: Hash
    confirmations?: number
    timeoutMs?: number
  }): Promise<Receipt>
}
