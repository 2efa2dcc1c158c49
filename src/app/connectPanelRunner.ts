import type { ConnectPanelEffect, ConnectPanelEvent } from '../domain/connection/connectPanel'
import type { ConnectPanelEffects } from '../domain/connection/connectPanelStore'
import type { AuthState } from '../domain/auth/authStatus'
import { deriveConnectionStatus } from '../domain/connection/connectionStatus'
import type { ModalsSource } from '../domain/connection/modalsStore'
import type { WalletSession, WalletSessionService } from '../domain/connection/walletSession'
import type { Readable } from '../domain/shared/store'
import { assertNever } from '../domain/shared/assertNever'

export type ConnectPanelRunnerDeps = {
  wallet: WalletSessionService
  /** Opens a wallet's desktop link; default: a new tab. */
  openLink?: ((url: string) => void) | undefined
}

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}

/**
 * The one runner of the connect panels' effects (desktop side panel and mobile row), against the session service:
 * a `connect` effect connects and reports CONNECTION_FAILED when the outcome is rejected or failed (RETRY); an
 * `openLink` effect opens the wallet's desktop link. `follow` reports the session's connect progress (a connect under
 * way, also one begun before, and its pairing uri). Type-only imports of the machine: it stays in the modal's chunk.
 */
export function createConnectPanelEffects({
  wallet,
  openLink = openInNewTab,
}: ConnectPanelRunnerDeps): ConnectPanelEffects {
  const run = (effect: ConnectPanelEffect, dispatch: (event: ConnectPanelEvent) => void): void => {
    switch (effect.type) {
      case 'connect':
        // Superseded: another connect took over, and its outcome is the one reported.
        void wallet.connect(effect.walletId).then((outcome) => {
          if (outcome.status === 'rejected' || outcome.status === 'failed')
            dispatch({ type: 'CONNECTION_FAILED', walletId: effect.walletId })
        })
        return
      case 'openLink':
        openLink(effect.url)
        return
      default:
        assertNever(effect)
    }
  }
  const follow = (dispatch: (event: ConnectPanelEvent) => void): (() => void) => {
    const report = (session: WalletSession): void => {
      if (session.status !== 'connecting') return
      dispatch({ type: 'CONNECTION_STARTED', walletId: session.walletId })
      if (session.uri) dispatch({ type: 'CONNECTION_URI', walletId: session.walletId, uri: session.uri })
    }
    report(wallet.getSnapshot())
    return wallet.subscribe(() => report(wallet.getSnapshot()))
  }
  return { run, follow }
}

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
