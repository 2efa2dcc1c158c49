import type { Chain, SessionChain } from './chain'

/** The configured chain with this id, or undefined. */
export function findChain(chains: readonly Chain[], id: number): Chain | undefined {
  return chains.find((chain) => chain.id === id)
}

/**
 * True when the chain with this id is configured (product rules: "Configured chains": otherwise the session's chain is
 * "unsupported").
 */
export function isConfigured(chains: readonly Chain[], id: number): boolean {
  return findChain(chains, id) !== undefined
}

/** The chain a wallet reports, flagged unsupported when it is not configured. @example toSessionChain(10, chains) */
export function toSessionChain(id: number, chains: readonly Chain[]): SessionChain {
  return { id, unsupported: !isConfigured(chains, id) }
}
