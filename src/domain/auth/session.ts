import type { Address } from '../shared/hex'

/** A signed-in session as the sign-in API reports it. */
export type AuthSession = { address: Address; chainId: number }
