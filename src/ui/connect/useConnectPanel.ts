import { useEffect, useState } from 'react'
import { connectPanel, type ConnectPanelEffect, type ConnectPanelEvent } from '../../domain/connection/connectPanel'
import { INITIAL_CONNECT_PANEL, type ConnectPanelState } from '../../domain/connection/connectPanelState'
import type { WalletSessionService } from '../../domain/connection/walletSession'
import { assertNever } from '../../domain/shared/assertNever'
import { StateStore } from '../../domain/shared/store'
import { useServices } from '../servicesContext'
import { useStore } from '../hooks/useStore'
import { useWalletSession } from '../hooks/useWalletSession'

type Panel = { readonly store: StateStore<ConnectPanelState>; dispatch(event: ConnectPanelEvent): void }

/**
 * The panel's machine outside React: an event's effects run in the dispatch itself, so a wallet chosen in the list
 * is asked to connect inside the click, before React renders the panel's new step (the wallet's prompt opens a
 * render sooner, and its answer does not wait behind that render).
 */
function createPanel(wallet: WalletSessionService): Panel {
  const store = new StateStore(INITIAL_CONNECT_PANEL)
  const dispatch = (event: ConnectPanelEvent): void => {
    const [state, effects] = connectPanel(store.getSnapshot(), event)
    store.set(state)
    for (const effect of effects) runEffect(effect, wallet, dispatch)
  }
  return { store, dispatch }
}

/**
 * The desktop side panel: the domain's connectPanel machine, its effects run here (start a connect, open a desktop
 * link in a new tab) and the wallet session reported back to it as CONNECTION_* events.
 */
export function useConnectPanel(): [ConnectPanelState, (event: ConnectPanelEvent) => void] {
  const { wallet } = useServices()
  const [panel] = useState(() => createPanel(wallet))
  const state = useStore(panel.store)
  const session = useWalletSession()

  useEffect(() => {
    if (session.status !== 'connecting') return
    panel.dispatch({ type: 'CONNECTION_STARTED', walletId: session.walletId })
    if (session.uri) panel.dispatch({ type: 'CONNECTION_URI', walletId: session.walletId, uri: session.uri })
  }, [session, panel])

  return [state, panel.dispatch]
}

function runEffect(
  effect: ConnectPanelEffect,
  wallet: WalletSessionService,
  dispatch: (event: ConnectPanelEvent) => void,
): void {
  switch (effect.type) {
    case 'connect':
      // A rejection or failure offers RETRY; a connect superseded by another is that one's to report.
      void wallet.connect(effect.walletId).then((outcome) => {
        if (outcome.status === 'rejected' || outcome.status === 'failed')
          dispatch({ type: 'CONNECTION_FAILED', walletId: effect.walletId })
      })
      return
    case 'openLink':
      window.open(effect.url, '_blank', 'noopener,noreferrer')
      return
    default:
      assertNever(effect)
  }
}
