import type { AuthState } from '../domain/auth/authStatus'
import { deriveConnectionStatus } from '../domain/connection/connectionStatus'
import type { ModalsSource } from '../domain/connection/modalsStore'
import type { WalletSessionService } from '../domain/connection/walletSession'
import type { Readable } from '../domain/shared/store'

/**
 * What the modals' machine hears, from the same session service: the derived connection status (with the chain's
 * support) on every wallet or sign-in change, and the session's connect and disconnect events. The session's state is
 * set before its event is sent, and sign-in reacts to the wallet synchronously, so an event arrives after the status
 * that follows it.
 */
export function createModalsSource({
  wallet,
  auth,
}: {
  wallet: WalletSessionService
  auth: Readable<AuthState>
}): ModalsSource {
  return {
    follow(dispatch) {
      const report = (): void => {
        const session = wallet.getSnapshot()
        const status = deriveConnectionStatus(session, auth.getSnapshot())
        dispatch({
          type: 'STATUS',
          status,
          chainUnsupported: session.status === 'connected' && session.chain.unsupported,
        })
      }
      report()
      const stopWallet = wallet.subscribe(report)
      const stopAuth = auth.subscribe(report)
      const events = wallet.events$.subscribe((event) => dispatch({ type: 'SESSION_EVENT', event }))
      return () => {
        stopWallet()
        stopAuth()
        events.unsubscribe()
      }
    },
  }
}
