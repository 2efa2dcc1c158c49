import type { Chain, SessionChain } from '../chains/chain'

/**
 * The session chain for a chain id, flagged unsupported when it is not in the configured list
 * (the flag is always recomputed here; a connector's own flag is not trusted).
 * @example toSessionChain(5, [mainnet]) // { id: 5, unsupported: true }
 */
export function toSessionChain(chainId: number, chains: readonly Chain[]): SessionChain {
  return { id: chainId, unsupported: !chains.some((chain) => chain.id === chainId) }
}
