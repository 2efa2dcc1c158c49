import { createClient, fallback, http, type Chain as ViemChain, type Client, type Transport } from 'viem'
import { mainnet } from 'viem/chains'
import type { Chain } from '../../domain/chains/chain'
import { BATCH_WAIT_MS, type ResolvedChainReaderOptions } from '../chainReader/chainReaderOptions'

/** A viem client that only reads: no account, actions imported one by one from `viem/actions`. */
export type ViemReaderClient = Client<Transport, ViemChain>

const HTTP_URL = /^https?:\/\//i

/**
 * The reading client of one configured chain: its http RPC URLs tried in order (provider first, public fallback last),
 * each batching the calls of one 10 ms window into one POST, with a timeout and no retry (the next URL is the retry).
 * Undefined when the chain has no http URL.
 */
export function createViemReaderClient(
  chain: Chain,
  options: ResolvedChainReaderOptions,
): ViemReaderClient | undefined {
  const urls = chain.rpcUrls.filter((url) => HTTP_URL.test(url))
  if (urls.length === 0) return undefined
  const transports = urls.map((url) =>
    http(url, { batch: { wait: BATCH_WAIT_MS }, timeout: options.requestTimeout, retryCount: 0 }),
  )
  return createClient({
    chain: toViemChain(chain, urls),
    transport: fallback(transports, { retryCount: 0 }),
    pollingInterval: options.pollingInterval,
    // Reads are cached by the app (TanStack Query); a stale block number here would only hide a new block.
    cacheTime: 0,
  })
}

function toViemChain(chain: Chain, urls: string[]): ViemChain {
  return {
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: urls } },
    // ENS reads go through mainnet's universal resolver; only its address is taken from viem's chain list.
    ...(chain.id === mainnet.id ? { contracts: { ensUniversalResolver: mainnet.contracts.ensUniversalResolver } } : {}),
  }
}
