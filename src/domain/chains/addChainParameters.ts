import { catalogueError } from '../errors/errorCatalogue'
import { DEFAULT_NATIVE_CURRENCY, type Chain, type NativeCurrency } from './chain'
import { chainIdToHex } from './chainId'
import type { Hex } from '../shared/hex'

/** The EIP-3085 `wallet_addEthereumChain` parameter object. */
export type AddChainParameters = {
  chainId: Hex
  chainName: string
  nativeCurrency: NativeCurrency
  rpcUrls: string[]
  blockExplorerUrls?: string[] | undefined
}

/**
 * What to send with wallet_addEthereumChain (product rules: "Wallet requests"): chain id as hex, name, native currency
 * (18-decimal ETH when absent), RPC URLs and explorer URL. The explorer field is omitted, not null, when there is none:
 * wallets reject null. The RPC URLs are the chain's public ones only: the wallet saves them for the visitor, so never
 * the app's own read URLs (its key, its node). EIP-3085 requires at least one: without any, an `add-chain` error says
 * so.
 */
export function addChainParameters(chain: Chain): AddChainParameters {
  const explorer = chain.blockExplorer?.url
  const rpcUrls = [...(chain.publicRpcUrls ?? [])]
  if (rpcUrls.length === 0) {
    const details = `${chain.name} (${chain.id}) has no public RPC URL to give the wallet`
    throw catalogueError('add-chain', { details })
  }
  return {
    chainId: chainIdToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY,
    rpcUrls,
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}
