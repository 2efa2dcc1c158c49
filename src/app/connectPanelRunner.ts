import type { ConnectPanelEffect, ConnectPanelEvent } from '../domain/connection/connectPanel'
import type { ConnectPanelEffects } from '../domain/connection/connectPanelStore'
import type { WalletSession, WalletSessionService } from '../domain/connection/walletSession'
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
