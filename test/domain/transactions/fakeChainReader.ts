import { EMPTY, type Observable } from 'rxjs'
import { BaseError } from '../../../src/domain/errors/baseError'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import type { Balance, ChainReader, Receipt } from '../../../src/ports/chainReader'

/**
 * An in-memory chain: receipts by hash and a head block per chain. Failure switches: `failing` (every call
 * rejects with rpc-unavailable), `hanging` (calls never settle). Counts the calls it answers.
 */
export class FakeChainReader implements ChainReader {
  readonly receipts = new Map<string, Receipt & { chainId: number }>()
  head = 100n
  failing = false
  hanging = false
  receiptCalls = 0
  blockNumberCalls = 0

  /** Mines `hash` on `chainId` in the current head block. */
  mine(chainId: number, hash: Hash, status: Receipt['status'] = 'success'): void {
    this.receipts.set(hash.toLowerCase(), { chainId, status, blockNumber: this.head })
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
