import type { WalletSession } from '../connection/walletSession'
import { assertNever } from '../shared/assertNever'
import { sameAddress, type Address } from '../shared/hex'

/** Whether the visitor can send support now, and if not, what stands in the way. */
export type SupportReadiness =
  | { status: 'loading' }
  | { status: 'disconnected' }
  | { status: 'wrong-network'; chainId: number }
  /** The connected account is the creator's: there is nobody to send to. */
  | { status: 'own-page' }
  | { status: 'ready'; address: Address; chainId: number }

/**
 * Sending needs a connected wallet on a configured chain; a wallet on another chain is "wrong network", never a
 * silent send on a chain the app does not track. Nobody supports themselves: the creator's own account gets `own-page`.
 * @example supportReadiness({ status: 'disconnected' }, creator) // { status: 'disconnected' }
 */
export function supportReadiness(session: WalletSession, creator: Address): SupportReadiness {
  switch (session.status) {
    case 'reconnecting':
    case 'connecting':
      return { status: 'loading' }
    case 'disconnected':
      return { status: 'disconnected' }
    case 'connected':
      if (sameAddress(session.address, creator)) return { status: 'own-page' }
      return session.chain.unsupported
        ? { status: 'wrong-network', chainId: session.chain.id }
        : { status: 'ready', address: session.address, chainId: session.chain.id }
    default:
      return assertNever(session)
  }
}
