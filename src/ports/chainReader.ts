import type { Observable } from 'rxjs'
import type { Address, Hash } from '../domain/shared/hex'

export type Balance = { value: bigint; decimals: number; symbol: string; formatted: string }

export type Receipt = { status: 'success' | 'reverted'; blockNumber: bigint }

/**
 * Reads the chain (viem or ethers behind it). Every call has a timeout and rejects with a BaseError
 * (code `rpc-unavailable`, `rpc-timeout`, or `rpc-invalid-answer` for a malformed receipt), never hangs. ENS lookups
 * always go to mainnet (chain 1).
 */
export interface ChainReader {
  /** Native balance, formatted with the chain's currency. */
  getBalance(args: { chainId: number; address: Address }): Promise<Balance>
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
  /** Waits until the receipt has `confirmations` (default 1) confirmations, polling every 4000 ms. */
  waitForTransactionReceipt(args: { chainId: number; hash: Hash; confirmations?: number; timeoutMs?: number }): Promise<Receipt>
}
