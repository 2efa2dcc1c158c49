import { Observable } from 'rxjs'
import { formatUnits, WaitForTransactionReceiptTimeoutError, type TransactionReceipt } from 'viem'
import {
  getBalance,
  getBlockNumber,
  getEnsAddress,
  getEnsName,
  getEnsText,
  waitForTransactionReceipt,
  watchBlockNumber,
} from 'viem/actions'
import { normalize, parseAvatarRecord } from 'viem/ens'
import type { Chain } from '../../domain/chains/chain'
import { chainNotConfiguredError } from '../../domain/errors/errorCatalogue'
import type { Address, Hash } from '../../domain/shared/hex'
import type { Balance, ChainReader, Receipt, SentTransaction } from '../../ports/chainReader'
import {
  assertAddress,
  assertConfirmations,
  assertHash,
  normalizeEnsName,
  receiptTimeoutError,
  rpcInvalidAnswerError,
} from '../chainReader/chainReaderErrors'
import {
  resolveChainReaderOptions,
  type ChainReaderOptions,
  type ResolvedChainReaderOptions,
} from '../chainReader/chainReaderOptions'
import { isDirectAvatarUrl } from '../chainReader/directAvatarUrl'
import {
  readRpcBlockTransactions,
  readRpcReceipt,
  readRpcTransaction,
  readRpcTransactionCount,
  type RpcSend,
} from '../chainReader/rawRpcReads'
import { readRpcTokenBalance } from '../chainReader/readRpcToken'
import { readWithin } from '../chainReader/readWithin'
import { createViemReaderClient, type ViemReaderClient } from './viemReaderClient'
import { nullOnViemRevert, toViemReaderError } from './viemReaderErrors'

const MAINNET_ID = 1

/**
 * ChainReader on viem: one `createClient` per configured chain with only the actions it uses, a fallback over the
 * chain's http RPCs with JSON-RPC batching, ENS through mainnet's universal resolver. Nothing runs until asked.
 */
export class ViemChainReader implements ChainReader {
  private readonly clients = new Map<number, { chain: Chain; client: ViemReaderClient }>()
  private readonly options: ResolvedChainReaderOptions

  constructor(chains: readonly Chain[], options?: ChainReaderOptions) {
    this.options = resolveChainReaderOptions(options)
    for (const chain of chains) {
      const client = createViemReaderClient(chain, this.options)
      if (client) this.clients.set(chain.id, { chain, client })
    }
  }

  /** Native balance; `formatted` is the exact decimal string ("1.5"), display rounding is the domain's. */
  getBalance({ chainId, address }: { chainId: number; address: Address }): Promise<Balance> {
    return this.read(async () => {
      const { chain, client } = this.entry(chainId)
      assertAddress(address)
      const value = await getBalance(client, { address })
      const { decimals, symbol } = chain.nativeCurrency
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
    })
  }

  /** An ERC-20 balance as raw eth_calls (one decoder for both readers); `formatted` is exact, as getBalance's. */
  getTokenBalance({ chainId, token, owner }: { chainId: number; token: Address; owner: Address }): Promise<Balance> {
    return this.read(async () => {
      const { value, decimals, symbol } = await readRpcTokenBalance(this.send(chainId), token, owner)
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
    })
  }

  /** Primary name of `address` on mainnet (the universal resolver checks it resolves back), or null. */
  getEnsName({ address }: { address: Address }): Promise<string | null> {
    return this.read(async () => {
      const client = this.entry(MAINNET_ID).client
      assertAddress(address)
      return nullOnViemRevert(getEnsName(client, { address }))
    })
  }

  /** Avatar URL of a name: an https/data record as is, ipfs and NFT records resolved by viem; null without one. */
  getEnsAvatar({ name }: { name: string }): Promise<string | null> {
    return this.read(async () => {
      const client = this.entry(MAINNET_ID).client
      const record = await nullOnViemRevert(
        getEnsText(client, { name: normalizeEnsName(name, normalize), key: 'avatar' }),
      )
      if (record === null || isDirectAvatarUrl(record)) return record
      return parseAvatarRecord(client, { record }).catch(() => null)
    })
  }

  /** Address of a (normalised) name on mainnet, or null. */
  getEnsAddress({ name }: { name: string }): Promise<Address | null> {
    return this.read(async () => {
      const client = this.entry(MAINNET_ID).client
      return nullOnViemRevert(getEnsAddress(client, { name: normalizeEnsName(name, normalize) }))
    })
  }

  /** Latest block number, never from a cache. */
  getBlockNumber({ chainId }: { chainId: number }): Promise<bigint> {
    return this.read(() => getBlockNumber(this.entry(chainId).client, { cacheTime: 0 }))
  }

  /** The current block, then each newer one; one shared poll per client and interval, a failed poll is skipped. */
  watchBlockNumber({
    chainId,
    pollingInterval = this.options.pollingInterval,
  }: {
    chainId: number
    pollingInterval?: number
  }): Observable<bigint> {
    return new Observable<bigint>((subscriber) => {
      const { client } = this.entry(chainId)
      return watchBlockNumber(client, {
        poll: true,
        pollingInterval,
        emitOnBegin: true,
        onBlockNumber: (blockNumber) => subscriber.next(blockNumber),
        onError: () => undefined,
      })
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
    // viem's own timeout fires first and stops its block watch; the outer deadline is only a safety net.
    return this.read(async () => {
      const { client } = this.entry(chainId)
      assertHash(hash)
      assertConfirmations(confirmations)
      const { pollingInterval } = this.options
      // retryCount 0: the next block is the retry; viem's backoff would outlive the timeout by ~13 s of requests.
      const parameters = { hash, confirmations, pollingInterval, timeout: timeoutMs, retryCount: 0 }
      try {
        return toReceipt(await waitForTransactionReceipt(client, parameters))
      } catch (err) {
        if (err instanceof WaitForTransactionReceiptTimeoutError) throw receiptTimeoutError(hash, timeoutMs, err)
        throw err
      }
    }, timeoutMs + this.options.requestTimeout)
  }

  private entry(chainId: number): { chain: Chain; client: ViemReaderClient } {
    const entry = this.clients.get(chainId)
    if (!entry) throw chainNotConfiguredError(chainId)
    return entry
  }

  /** Raw JSON-RPC on `chainId`'s client (chain-not-configured at once when it has none). */
  protected send(chainId: number): RpcSend {
    const { client } = this.entry(chainId)
    return (method, params) => client.request({ method, params } as Parameters<ViemReaderClient['request']>[0])
  }

  protected read<T>(run: () => Promise<T>, deadline = this.options.callTimeout): Promise<T> {
    return readWithin(run, deadline, toViemReaderError)
  }
}

/** viem's formatted receipt held to parseRpcReceipt's rule (viem makes an unknown status null, keeps a null block). */
function toReceipt(receipt: TransactionReceipt): Receipt {
  const { status, blockNumber } = receipt as { status: unknown; blockNumber: unknown }
  if ((status === 'success' || status === 'reverted') && typeof blockNumber === 'bigint') return { status, blockNumber }
  throw rpcInvalidAnswerError(`receipt with status ${String(status)} in block ${String(blockNumber)}`)
}
