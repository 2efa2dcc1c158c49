import type { AuthState } from '../auth/authStatus'
import { sameAddress } from '../shared/hex'
import { assertNever } from '../shared/assertNever'
import type { ConnectionStatus, WalletSession } from './walletSession'

/**
 * product rules: "Connection status": the four-way status derived from the wallet side and the sign-in side.
 * A signed-in session for another address or chain than the connected wallet's does not count (it must be renewed).
 * @example deriveConnectionStatus({ status: 'reconnecting' }, { status: 'off' }) // 'loading'
 */
export function deriveConnectionStatus(wallet: WalletSession, auth: AuthState): ConnectionStatus {
  switch (wallet.status) {
    case 'reconnecting':
      return 'loading'
    case 'disconnected':
    case 'connecting':
      return 'disconnected'
    case 'connected':
      return connectedStatus(wallet, auth)
    default:
      return assertNever(wallet)
  }
}

function connectedStatus(wallet: Extract<WalletSession, { status: 'connected' }>, auth: AuthState): ConnectionStatus {
  switch (auth.status) {
    case 'off':
      return 'connected'
    case 'loading':
      return 'loading'
    case 'unauthenticated':
      return 'unauthenticated'
    case 'authenticated':
      return sameAddress(auth.session.address, wallet.address) && auth.session.chainId === wallet.chain.id
        ? 'connected'
        : 'unauthenticated'
    default:
      return assertNever(auth)
  }
}
