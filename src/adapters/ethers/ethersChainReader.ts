import { Observable } from 'rxjs'
import { ensNormalize } from 'ethers'
import type { Chain } from '../../domain/chains/chain'
import { chainNotConfiguredError } from '../../domain/errors/errorCatalogue'
import type { Address, Hash } from '../../domain/shared/hex'
import type { Balance, ChainReader, Receipt, SentTransaction } from '../../ports/chainReader'
import { assertAddress, assertConfirmations, assertHash, normalizeEnsName } from '../chainReader/chainReaderErrors'
import {
  resolveChainReaderOptions,
  type ChainReaderOptions,
  type ResolvedChainReaderOptions,
} from '../chainReader/chainReaderOptions'
import { isDirectAvatarUrl } from '../chainReader/directAvatarUrl'
import { pollBlockNumber } from '../chainReader/pollBlockNumber'
import {
  readRpcBlockTransactions,
  readRpcReceipt,
  readRpcTransaction,
  readRpcTransactionCount,
  type RpcSend,
} from '../chainReader/rawRpcReads'
import { readRpcTokenBalance } from '../chainReader/readRpcToken'
import { readWithin } from '../chainReader/readWithin'
import { waitForConfirmedReceipt } from '../chainReader/waitForConfirmedReceipt'
import { formatBalance } from './ethersFormatBalance'
import { createEthersReaderProvider, type EthersReaderProvider } from './ethersReaderProvider'
import { nullOnEthersRevert, toEthersReaderError } from './ethersReaderErrors'

const MAINNET_ID = 1

/**
 * ChainReader on ethers v6: one provider per configured chain over its RPCs in order, batching JSON-RPC calls, with
 * a static network (no eth_chainId probes). ENS goes to mainnet through ethers' resolver. Nothing runs until asked.
 */
export class EthersChainReader implements ChainReader {
  private readonly providers = new Map<number, { chain: Chain; provider: EthersReaderProvider }>()
  private readonly options: ResolvedChainReaderOptions

  constructor(chains: readonly Chain[], options?: ChainReaderOptions) {
    this.options = resolveChainReaderOptions(options)
    for (const chain of chains) {
      const provider = createEthersReaderProvider(chain, this.options)
      if (provider) this.providers.set(chain.id, { chain, provider })
    }
  }

  /** Native balance; `formatted` is the exact decimal string ("1.5"), display rounding is the domain's. */
  getBalance({ chainId, address }: { chainId: number; address: Address }): Promise<Balance> {
    return this.read(async () => {
      const { chain, provider } = this.entry(chainId)
      assertAddress(address)
      // Lower case: ethers rejects a mixed-case address with a wrong checksum, viem does not; both readers agree.
      const value = await provider.getBalance(address.toLowerCase())
      const { decimals, symbol } = chain.nativeCurrency
      return { value, decimals, symbol, formatted: formatBalance(value, decimals) }
    })
  }

  /** An ERC-20 balance as raw eth_calls (one decoder for both readers); `formatted` is exact, as getBalance's. */
  getTokenBalance({ chainId, token, owner }: { chainId: number; token: Address; owner: Address }): Promise<Balance> {
    return this.read(async () => {
      const { value, decimals, symbol } = await readRpcTokenBalance(this.send(chainId), token, owner)
      return { value, decimals, symbol, formatted: formatBalance(value, decimals) }
    })
  }

  /** Primary name of `address` on mainnet (the universal resolver checks it resolves back), or null. */
  getEnsName({ address }: { address: Address }): Promise<string | null> {
    return this.read(async () => {
      const { provider } = this.entry(MAINNET_ID)
      assertAddress(address)
      return nullOnEthersRevert(provider.lookupAddress(address.toLowerCase()))
    })
  }

  /** Avatar URL of a name: an https/data record as is, ipfs and NFT records resolved by ethers; null without one. */
  getEnsAvatar({ name }: { name: string }): Promise<string | null> {
    return this.read(async () => {
      const { provider } = this.entry(MAINNET_ID)
      const resolver = await nullOnEthersRevert(provider.getResolver(normalizeEnsName(name, ensNormalize)))
      // getText, unlike ethers' getAvatar, lets an RPC failure through instead of answering null.
      const record = resolver && (await resolver.getText('avatar'))
      if (!resolver || !record) return null
      return isDirectAvatarUrl(record) ? record : resolver.getAvatar()
    })
  }

  /** Address of a (normalised) name on mainnet, or null. */
  getEnsAddress({ name }: { name: string }): Promise<Address | null> {
    return this.read(async () => {
      const { provider } = this.entry(MAINNET_ID)
      return (await nullOnEthersRevert(provider.resolveName(normalizeEnsName(name, ensNormalize)))) as Address | null
    })
  }

  /** Latest block number. */
  getBlockNumber({ chainId }: { chainId: number }): Promise<bigint> {
    return this.read(async () => BigInt(await this.entry(chainId).provider.getBlockNumber()))
  }

  /** The current block, then each newer one, polled while subscribed; a failed poll is skipped. */
  watchBlockNumber({
    chainId,
    pollingInterval = this.options.pollingInterval,
  }: {
    chainId: number
    pollingInterval?: number
  }): Observable<bigint> {
    return new Observable<bigint>((subscriber) => {
      this.entry(chainId)
      return pollBlockNumber(() => this.getBlockNumber({ chainId }), pollingInterval).subscribe(subscriber)
    })
  }

  /** One look-up: null while the transaction is pending (or unknown); a malformed receipt is `rpc-invalid-answer`. */
  getTransactionReceipt({ chainId, hash }: { chainId: number; hash: Hash }): Promise<Receipt | null> {
    return this.read(() => readRpcReceipt(this.send(chainId), hash))
  }

  /** The transaction, pending or mined; null when the node does not know it (or no longer: replaced, dropped). */
  getTransaction({ chainId, hash }: { chainId: number; hash: Hash }): Promise<SentTransaction | null> {
    return this.read(() => readRpcTransaction(this.send(chainId), hash))
  }

  /** The next nonce of `address` at the latest block, or after block `blockNumber`. */
  getTransactionCount(args: { chainId: number; address: Address; blockNumber?: bigint }): Promise<number> {
    return this.read(() => readRpcTransactionCount(this.send(args.chainId), args.address, args.blockNumber))
  }

  /** The transactions of block `blockNumber` in block order; null when the node has no such block (yet). */
  getBlockTransactions(args: { chainId: number; blockNumber: bigint }): Promise<readonly SentTransaction[] | null> {
    return this.read(() => readRpcBlockTransactions(this.send(args.chainId), args.blockNumber))
  }

  /** Resolves once the receipt has `confirmations` blocks (a reverted one too); `rpc-timeout` after `timeoutMs`. */
  waitForTransactionReceipt(args: {
    chainId: number
    hash: Hash
    confirmations?: number
    timeoutMs?: number
  }): Promise<Receipt> {
    const { chainId, hash, confirmations = 1, timeoutMs = this.options.receiptTimeout } = args
    return this.read(async () => {
      this.entry(chainId)
      assertHash(hash)
      assertConfirmations(confirmations)
      const blocks = this.watchBlockNumber({ chainId })
      const readReceipt = () => this.getTransactionReceipt({ chainId, hash })
      return waitForConfirmedReceipt({ blocks, readReceipt }, { hash, confirmations, timeoutMs })
    }, timeoutMs + this.options.requestTimeout)
  }

  private entry(chainId: number): { chain: Chain; provider: EthersReaderProvider } {
    const entry = this.providers.get(chainId)
    if (!entry) throw chainNotConfiguredError(chainId)
    return entry
  }

  /** Raw JSON-RPC on `chainId`'s provider (chain-not-configured at once when it has none). */
  protected send(chainId: number): RpcSend {
    const { provider } = this.entry(chainId)
    return (method, params) => provider.send(method, [...params])
  }

  protected read<T>(run: () => Promise<T>, deadline = this.options.callTimeout): Promise<T> {
    return readWithin(run, deadline, toEthersReaderError)
  }
}
