import { JsonRpcProvider, Network, type JsonRpcPayload, type JsonRpcResult } from 'ethers'
import type { Chain } from '../../domain/chains/chain'
import { BATCH_WAIT_MS, type ResolvedChainReaderOptions } from '../chainReader/chainReaderOptions'
import { postInOrder } from './ethersReaderTransport'

const HTTP_URL = /^https?:\/\//i

/**
 * An ethers JsonRpcProvider over a chain's http RPC URLs tried in order (provider first, public fallback last).
 * ethers batches the calls of one 10 ms window into one payload; the network is static, so no eth_chainId probes.
 * Mainnet's Network carries ethers' ENS plugin (registry and universal resolver).
 */
export class EthersReaderProvider extends JsonRpcProvider {
  private readonly urls: readonly string[]
  private readonly requestTimeout: number

  constructor(chain: Chain, urls: readonly string[], options: ResolvedChainReaderOptions) {
    const network = Network.from(BigInt(chain.id))
    super(urls[0], network, {
      staticNetwork: network,
      batchStallTime: BATCH_WAIT_MS,
      pollingInterval: options.pollingInterval,
      // Concurrent identical calls still share one request; a later call is never answered from a stale cache.
      cacheTimeout: 0,
    })
    this.urls = urls
    this.requestTimeout = options.requestTimeout
  }

  /** The ordered try-next transport instead of ethers' single-URL FetchRequest. */
  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    return (await postInOrder(this.urls, JSON.stringify(payload), this.requestTimeout)) as JsonRpcResult[]
  }
}

/** The provider of one configured chain, or undefined when it has no http RPC URL. */
export function createEthersReaderProvider(
  chain: Chain,
  options: ResolvedChainReaderOptions,
): EthersReaderProvider | undefined {
  const urls = chain.rpcUrls.filter((url) => HTTP_URL.test(url))
  return urls.length === 0 ? undefined : new EthersReaderProvider(chain, urls, options)
}
