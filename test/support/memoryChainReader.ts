import { EMPTY, type Observable } from 'rxjs'
import { BaseError } from '../../src/domain/errors/baseError'
import type { Address, Hash, Hex } from '../../src/domain/shared/hex'
import type { Balance, ChainReader, Receipt, SentTransaction } from '../../src/ports/chainReader'

export const SENDER: Address = '0x00000000000000000000000000000000000000a1'
export const CREATOR: Address = '0x00000000000000000000000000000000000000c1'

type KnownTransaction = SentTransaction & { chainId: number }
/** A receipt on `chainId`, or on any chain when it has none. */
type StoredReceipt = Receipt & { chainId?: number }

/**
 * The one in-memory ChainReader of the tests: balances, ENS records, receipts (by lower-case hash), the transactions
 * the node knows (pending or mined, with sender and nonce) and a head block. Failure switches: `failing` (every read
 * rejects with rpc-unavailable), `hanging` (every read never settles), `hangingNames` (those ENS look-ups never
 * settle). Counts the transaction reads it answers.
 */
export class MemoryChainReader implements ChainReader {
  readonly balances = new Map<string, bigint>()
  /** ERC-20 holdings by `chainId:token:owner` (lower case); a token without an entry in `tokens` is not a contract. */
  readonly tokenBalances = new Map<string, bigint>()
  readonly tokens = new Map<string, { decimals: number; symbol: string }>()
  readonly names = new Map<string, string>()
  readonly addresses = new Map<string, Address>()
  readonly avatars = new Map<string, string>()
  readonly receipts = new Map<string, StoredReceipt>()
  readonly known = new Map<string, KnownTransaction>()
  readonly hangingNames = new Set<string>()
  head = 100n
  failing = false
  hanging = false
  receiptCalls = 0
  blockNumberCalls = 0
  transactionCalls = 0
  countCalls = 0
  blockCalls = 0

  /** `symbols`: the native currency's symbol by chain id (ETH for any other). */
  constructor(private readonly options: { symbols?: Readonly<Record<number, string>> } = {}) {}

  setBalance(chainId: number, address: Address, value: bigint): void {
    this.balances.set(`${chainId}:${address.toLowerCase()}`, value)
  }

  /** `owner` holds `value` base units of the token at `token` (which is a contract with `decimals` and `symbol`). */
  setTokenBalance(chainId: number, token: Address, owner: Address, value: bigint, decimals = 6, symbol = 'TST'): void {
    this.tokens.set(`${chainId}:${token.toLowerCase()}`, { decimals, symbol })
    this.tokenBalances.set(`${chainId}:${token.toLowerCase()}:${owner.toLowerCase()}`, value)
  }

  /** Mines `hash` on `chainId` in block `blockNumber` (default: the head block). */
  mine(chainId: number, hash: Hash, status: Receipt['status'] = 'success', blockNumber = this.head): void {
    this.receipts.set(hash.toLowerCase(), { chainId, status, blockNumber })
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

  getBalance = async ({ chainId, address }: { chainId: number; address: Address }): Promise<Balance> => {
    await this.io()
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

  getTokenBalance = async (args: { chainId: number; token: Address; owner: Address }): Promise<Balance> => {
    await this.io()
    const token = this.tokens.get(`${args.chainId}:${args.token.toLowerCase()}`)
    if (!token) throw new BaseError('The RPC answered with something that is not valid', { code: 'rpc-invalid-answer' })
    const value =
      this.tokenBalances.get(`${args.chainId}:${args.token.toLowerCase()}:${args.owner.toLowerCase()}`) ?? 0n
    const unit = 10n ** BigInt(token.decimals)
    const fraction = (value % unit).toString().padStart(token.decimals, '0').replace(/0+$/, '')
    return { value, ...token, formatted: fraction ? `${value / unit}.${fraction}` : `${value / unit}` }
  }

  getEnsName = async ({ address }: { address: Address }): Promise<string | null> => {
    await this.io()
    return this.names.get(address.toLowerCase()) ?? null
  }

  getEnsAvatar = async ({ name }: { name: string }): Promise<string | null> => {
    await this.io()
    return this.avatars.get(name) ?? null
  }

  getEnsAddress = async ({ name }: { name: string }): Promise<Address | null> => {
    if (this.hangingNames.has(name)) await new Promise<never>(() => undefined)
    await this.io()
    if (name.startsWith('bad')) throw new BaseError('Invalid ENS name', { code: 'invalid-ens-name' })
    return this.addresses.get(name) ?? null
  }

  getBlockNumber = async (): Promise<bigint> => {
    this.blockNumberCalls += 1
    await this.io()
    return this.head
  }

  watchBlockNumber = (): Observable<bigint> => EMPTY

  getTransactionReceipt = async ({ chainId, hash }: { chainId: number; hash: Hash }): Promise<Receipt | null> => {
    this.receiptCalls += 1
    await this.io()
    const receipt = this.receipts.get(hash.toLowerCase())
    if (!receipt || (receipt.chainId !== undefined && receipt.chainId !== chainId)) return null
    return { status: receipt.status, blockNumber: receipt.blockNumber }
  }

  getTransaction = async ({ chainId, hash }: { chainId: number; hash: Hash }): Promise<SentTransaction | null> => {
    this.transactionCalls += 1
    await this.io()
    const tx = this.known.get(hash.toLowerCase())
    return tx && tx.chainId === chainId ? strip(tx) : null
  }

  /** The next nonce of `address` after what is mined up to `blockNumber` (default head): the highest mined nonce + 1. */
  getTransactionCount = async (args: { chainId: number; address: Address; blockNumber?: bigint }): Promise<number> => {
    this.countCalls += 1
    await this.io()
    const upTo = args.blockNumber ?? this.head
    const nonces = this.minedOn(args.chainId)
      .filter(({ tx, block }) => tx.from.toLowerCase() === args.address.toLowerCase() && block <= upTo)
      .map(({ tx }) => tx.nonce)
    return nonces.length === 0 ? 0 : Math.max(...nonces) + 1
  }

  getBlockTransactions = async ({
    chainId,
    blockNumber,
  }: {
    chainId: number
    blockNumber: bigint
  }): Promise<readonly SentTransaction[] | null> => {
    this.blockCalls += 1
    await this.io()
    if (blockNumber > this.head || blockNumber < 0n) return null
    return this.minedOn(chainId)
      .filter(({ block }) => block === blockNumber)
      .map(({ tx }) => strip(tx))
  }

  /** The receipt if it is there now; rpc-timeout otherwise (nothing here mines while waiting). */
  waitForTransactionReceipt = async (args: { chainId: number; hash: Hash }): Promise<Receipt> => {
    const receipt = await this.getTransactionReceipt(args)
    if (!receipt) throw new BaseError('Timed out waiting for the receipt', { code: 'rpc-timeout' })
    return receipt
  }

  private minedOn(chainId: number): { tx: KnownTransaction; block: bigint }[] {
    const mined: { tx: KnownTransaction; block: bigint }[] = []
    for (const tx of this.known.values()) {
      const receipt = this.receipts.get(tx.hash.toLowerCase())
      if (tx.chainId === chainId && receipt && receipt.chainId === chainId)
        mined.push({ tx, block: receipt.blockNumber })
    }
    return mined
  }

  private async io(): Promise<void> {
    if (this.hanging) await new Promise<never>(() => undefined)
    if (this.failing) throw new BaseError('RPC unavailable', { code: 'rpc-unavailable' })
  }
}

function strip({ chainId: _chainId, ...tx }: KnownTransaction): SentTransaction {
  return tx
}
