import { EMPTY, type Observable } from 'rxjs'
import { BaseError } from '../../../src/domain/errors/baseError'
import type { Address, Hash, Hex } from '../../../src/domain/shared/hex'
import type { Balance, ChainReader, Receipt, SentTransaction } from '../../../src/ports/chainReader'

export const SENDER: Address = '0x00000000000000000000000000000000000000a1'
export const CREATOR: Address = '0x00000000000000000000000000000000000000c1'

/**
 * An in-memory chain: receipts by hash, the transactions the node knows (pending or mined, with sender and nonce) and
 * a head block per chain. Failure switches: `failing` (every call rejects with rpc-unavailable), `hanging` (calls
 * never settle). Counts the calls it answers.
 */
export class FakeChainReader implements ChainReader {
  readonly receipts = new Map<string, Receipt & { chainId: number }>()
  readonly known = new Map<string, SentTransaction & { chainId: number }>()
  head = 100n
  failing = false
  hanging = false
  receiptCalls = 0
  blockNumberCalls = 0
  transactionCalls = 0
  countCalls = 0
  blockCalls = 0

  /** Mines `hash` on `chainId` in the current head block. */
  mine(chainId: number, hash: Hash, status: Receipt['status'] = 'success'): void {
    this.receipts.set(hash.toLowerCase(), { chainId, status, blockNumber: this.head })
  }

  /** The node learns a pending transaction (default: SENDER sends 1 wei to CREATOR). */
  send(chainId: number, tx: Partial<SentTransaction> & { hash: Hash; nonce: number }): SentTransaction {
    const sent: SentTransaction = { from: SENDER, to: CREATOR, value: 1n, input: '0x' as Hex, ...tx }
    this.known.set(tx.hash.toLowerCase(), { ...sent, chainId })
    return sent
  }

  /** The node forgets a transaction (dropped from its pool, or replaced by another with the same nonce). */
  drop(hash: Hash): void {
    this.known.delete(hash.toLowerCase())
  }

  async getTransaction({ chainId, hash }: { chainId: number; hash: Hash }): Promise<SentTransaction | null> {
    this.transactionCalls += 1
    await this.io()
    const tx = this.known.get(hash.toLowerCase())
    return tx && tx.chainId === chainId ? strip(tx) : null
  }

  /** The next nonce of `address` after what is mined up to `blockNumber` (default head): the highest mined nonce + 1. */
  async getTransactionCount({
    chainId,
    address,
    blockNumber,
  }: {
    chainId: number
    address: Address
    blockNumber?: bigint
  }): Promise<number> {
    this.countCalls += 1
    await this.io()
    const upTo = blockNumber ?? this.head
    const nonces = this.minedOn(chainId)
      .filter(({ tx, block }) => tx.from.toLowerCase() === address.toLowerCase() && block <= upTo)
      .map(({ tx }) => tx.nonce)
    return nonces.length === 0 ? 0 : Math.max(...nonces) + 1
  }

  async getBlockTransactions({
    chainId,
    blockNumber,
  }: {
    chainId: number
    blockNumber: bigint
  }): Promise<readonly SentTransaction[] | null> {
    this.blockCalls += 1
    await this.io()
    if (blockNumber > this.head || blockNumber < 0n) return null
    return this.minedOn(chainId)
      .filter(({ block }) => block === blockNumber)
      .map(({ tx }) => strip(tx))
  }

  private minedOn(chainId: number): { tx: SentTransaction & { chainId: number }; block: bigint }[] {
    const mined: { tx: SentTransaction & { chainId: number }; block: bigint }[] = []
    for (const tx of this.known.values()) {
      const receipt = this.receipts.get(tx.hash.toLowerCase())
      if (tx.chainId === chainId && receipt && receipt.chainId === chainId)
        mined.push({ tx, block: receipt.blockNumber })
    }
    return mined
  }

  async getTransactionReceipt({ chainId, hash }: { chainId: number; hash: Hash }): Promise<Receipt | null> {
    this.receiptCalls += 1
    await this.io()
    const receipt = this.receipts.get(hash.toLowerCase())
    return receipt && receipt.chainId === chainId ? { status: receipt.status, blockNumber: receipt.blockNumber } : null
  }

  async getBlockNumber(): Promise<bigint> {
    this.blockNumberCalls += 1
    await this.io()
    return this.head
  }

  async getBalance(): Promise<Balance> {
    await this.io()
    return { value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }
  }

  async getEnsName(): Promise<string | null> {
    await this.io()
    return null
  }

  async getEnsAvatar(): Promise<string | null> {
    await this.io()
    return null
  }

  async getEnsAddress(): Promise<Address | null> {
    await this.io()
    return null
  }

  watchBlockNumber(): Observable<bigint> {
    return EMPTY
  }

  async waitForTransactionReceipt(args: { chainId: number; hash: Hash }): Promise<Receipt> {
    const receipt = await this.getTransactionReceipt(args)
    if (!receipt) throw new BaseError('Timed out waiting for the receipt', { code: 'rpc-timeout' })
    return receipt
  }

  private async io(): Promise<void> {
    if (this.hanging) await new Promise<never>(() => undefined)
    if (this.failing) throw new BaseError('RPC unavailable', { code: 'rpc-unavailable' })
  }
}

function strip({ chainId: _chainId, ...tx }: SentTransaction & { chainId: number }): SentTransaction {
  return tx
}
