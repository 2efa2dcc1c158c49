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
 * What to send with wallet_addEthereumChain (SPEC 7): chain id as hex, name, native currency (18-decimal ETH when
 * absent), RPC URLs and explorer URL. The explorer field is omitted, not null, when there is none: wallets reject null.
 */
export function addChainParameters(chain: Chain): AddChainParameters {
  const explorer = chain.blockExplorer?.url
  return {
    chainId: chainIdToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY,
    rpcUrls: [...chain.rpcUrls],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}
