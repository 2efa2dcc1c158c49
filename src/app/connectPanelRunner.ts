import { connectPanel, type ConnectPanelEffect, type ConnectPanelEvent } from '../domain/connection/connectPanel'
import { INITIAL_CONNECT_PANEL } from '../domain/connection/connectPanelState'
import type { WalletSession, WalletSessionService } from '../domain/connection/walletSession'
import { assertNever } from '../domain/shared/assertNever'
import { StateStore } from '../domain/shared/store'
import type { ConnectPanel } from '../ui/servicesContext'

export type ConnectPanelRunnerDeps = {
  wallet: WalletSessionService
  /** Opens a wallet's desktop link; default: a new tab. */
  openLink?: ((url: string) => void) | undefined
}

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}

/**
 * One connect panel (the desktop side panel, or the mobile row): the domain's connectPanel machine with its effects
 * run here, against the session service. An event's effects run in the dispatch itself, so a wallet chosen in the list
 * is asked to connect inside the click, before React renders the panel's new step (the wallet's prompt opens a render
 * sooner). A connect's outcome comes back as CONNECTION_FAILED when rejected or failed (RETRY).
 */
export function createConnectPanel({ wallet, openLink = openInNewTab }: ConnectPanelRunnerDeps): ConnectPanel {
  const store = new StateStore(INITIAL_CONNECT_PANEL)
  const dispatch = (event: ConnectPanelEvent): void => {
    const [state, effects] = connectPanel(store.getSnapshot(), event)
    store.set(state)
    for (const effect of effects) run(effect)
  }
  const run = (effect: ConnectPanelEffect): void => {
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
  /** The session's connect progress as panel events: a connect under way (also one begun before) and its uri. */
  const follow = (session: WalletSession): void => {
    if (session.status !== 'connecting') return
    dispatch({ type: 'CONNECTION_STARTED', walletId: session.walletId })
    if (session.uri) dispatch({ type: 'CONNECTION_URI', walletId: session.walletId, uri: session.uri })
  }
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    dispatch,
    start() {
      follow(wallet.getSnapshot())
      return wallet.subscribe(() => follow(wallet.getSnapshot()))
    },
  }
}
