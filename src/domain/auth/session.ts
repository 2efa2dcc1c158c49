import { sameAddress, type Address } from '../shared/hex'

/** A signed-in session as the sign-in API reports it. */
export type AuthSession = { address: Address; chainId: number }

/**
 * Same account (case-insensitive address) and same chain; no session (`null`) matches nothing.
 * @example sameSession({ address: '0xAb…', chainId: 1 }, { address: '0xab…', chainId: 1 }) // true
 */
export function sameSession(a: AuthSession, b: AuthSession | null): boolean {
  return b !== null && sameAddress(a.address, b.address) && a.chainId === b.chainId
}
