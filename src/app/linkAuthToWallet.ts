import type { AuthService } from '../domain/auth/authService'
import type { WalletSessionService } from '../domain/connection/walletSession'

/**
 * Tells the auth service about the wallet as it changes: a session for another account or chain, or a real
 * disconnect, signs out. Reconnecting and connecting are not a verdict yet, nor an auto-connect past its time limit
 * whose wallet may still answer. Returns the unsubscribe function.
 */
export function linkAuthToWallet(wallet: WalletSessionService, auth: Pick<AuthService, 'onWalletChanged'>): () => void {
  let last = ''
  const report = () => {
    const session = wallet.getSnapshot()
    if (session.status === 'reconnecting' || session.status === 'connecting') return
    if (session.status === 'disconnected' && session.waitingForWallet) return
    const identity = session.status === 'connected' ? { address: session.address, chainId: session.chain.id } : null
    const key = identity ? `${identity.address.toLowerCase()}:${identity.chainId}` : 'none'
    if (key === last) return
    last = key
    void auth.onWalletChanged(identity)
  }
  report()
  return wallet.subscribe(report)
}
