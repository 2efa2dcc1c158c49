import { EMPTY } from 'rxjs'
import { BaseError } from '../../src/domain/errors/baseError'
import type { Address, Hash } from '../../src/domain/shared/hex'
import type { Balance, ChainReader, Receipt } from '../../src/ports/chainReader'

/** An in-memory chain: balances, ENS records and receipts from maps; `failing` makes every read reject. */
export class MemoryChainReader implements ChainReader {
  balances = new Map<string, bigint>()
  names = new Map<string, string>()
  addresses = new Map<string, Address>()
  avatars = new Map<string, string>()
  receipts = new Map<string, Receipt>()
  failing = false

  /** `symbols`: the native currency's symbol by chain id (ETH for any other). */
  constructor(private readonly options: { symbols?: Readonly<Record<number, string>> } = {}) {}
  /** ENS lookups of these names never settle (a slow mainnet RPC). */
  hangingNames = new Set<string>()

  getBalance = async ({ chainId, address }: { chainId: number; address: Address }): Promise<Balance> => {
    this.check()
    const value = this.balances.get(`${chainId}:${address.toLowerCase()}`) ?? 0n
    const whole = value / 10n ** 18n
    const fraction = (value % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
    return {
      value,
      decimals: 18,
      symbol: this.options.symbols?.[chainId] ?? 'ETH',
      formatted: fraction ? `${whole}.${fraction}` : `${whole}`,
    }
  }
  getEnsName = async ({ address }: { address: Address }) => (
    this.check(), this.names.get(address.toLowerCase()) ?? null
  )
  getEnsAvatar = async ({ name }: { name: string }) => (this.check(), this.avatars.get(name) ?? null)
  getEnsAddress = async ({ name }: { name: string }): Promise<Address | null> => {
    if (this.hangingNames.has(name)) await new Promise<never>(() => undefined)
    this.check()
    if (name.startsWith('bad')) throw new BaseError('Invalid ENS name', { code: 'invalid-ens-name' })
    return this.addresses.get(name) ?? null
  }
  getBlockNumber = async () => (this.check(), 100n)
  watchBlockNumber = () => EMPTY
  getTransactionReceipt = async ({ hash }: { hash: Hash }) => (
    this.check(), this.receipts.get(hash.toLowerCase()) ?? null
  )
  // The node knows no pending transaction here: nothing is followed for replacement.
  getTransaction = async () => (this.check(), null)
  getTransactionCount = async () => (this.check(), 0)
  getBlockTransactions = async () => (this.check(), [])
  waitForTransactionReceipt = async (): Promise<Receipt> => {
    throw new BaseError('not used', { code: 'rpc-timeout' })
  }

  setBalance(chainId: number, address: Address, value: bigint): void {
    this.balances.set(`${chainId}:${address.toLowerCase()}`, value)
  }

  private check(): void {
    if (this.failing) throw new BaseError('RPC unavailable', { code: 'rpc-unavailable' })
  }
}
