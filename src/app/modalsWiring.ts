import type { AuthState } from '../domain/auth/authStatus'
import { deriveConnectionStatus } from '../domain/connection/connectionStatus'
import type { ModalsWiring } from '../domain/connection/modals'
import type { WalletSessionService } from '../domain/connection/walletSession'
import type { Readable } from '../domain/shared/store'

/**
 * The modals' wiring: no effects to run, and `follow`, what the modals hear from the same session service: the derived
 * connection status (with the chain's support) on every wallet or sign-in change, and the session's connect and
 * disconnect events. The session's state is set before its event is sent, and sign-in reacts to the wallet
 * synchronously, so an event arrives after the status that follows it. Type-only import of the machine.
 */
export function createModalsWiring({
  wallet,
  auth,
}: {
  wallet: WalletSessionService
  auth: Readable<AuthState>
}): ModalsWiring {
  return {
    handlers: {},
    follow(send) {
      const report = (): void => {
        const session = wallet.getSnapshot()
        const status = deriveConnectionStatus(session, auth.getSnapshot())
        send({
          type: 'statusChanged',
          status,
          chainUnsupported: session.status === 'connected' && session.chain.unsupported,
        })
      }
      report()
      const stopWallet = wallet.subscribe(report)
      const stopAuth = auth.subscribe(report)
      const events = wallet.events$.subscribe((event) => send({ type: 'sessionEventHappened', event }))
      return () => {
        stopWallet()
        stopAuth()
        events.unsubscribe()
      }
    },
  }
}
