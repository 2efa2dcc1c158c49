import { useCallback, useEffect, useReducer, useRef } from 'react'
import { connectPanel, type ConnectPanelEffect, type ConnectPanelEvent } from '../../domain/connection/connectPanel'
import { INITIAL_CONNECT_PANEL, type ConnectPanelState } from '../../domain/connection/connectPanelState'
import type { WalletSessionService } from '../../domain/connection/walletSession'
import { assertNever } from '../../domain/shared/assertNever'
import { useServices } from '../servicesContext'
import { useWalletSession } from '../hooks/useWalletSession'

type Box = { state: ConnectPanelState; effects: readonly ConnectPanelEffect[] }

const INITIAL: Box = { state: INITIAL_CONNECT_PANEL, effects: [] }

function reduce(box: Box, event: ConnectPanelEvent): Box {
  const [state, effects] = connectPanel(box.state, event)
  return state === box.state && effects.length === 0 ? box : { state, effects }
}

/**
 * The desktop side panel: the domain's connectPanel machine in a reducer. Its effects run here (start a connect,
 * open a desktop link in a new tab) and the wallet session is reported back to it as CONNECTION_* events.
 */
export function useConnectPanel(): [ConnectPanelState, (event: ConnectPanelEvent) => void] {
  const { wallet } = useServices()
  const [box, dispatch] = useReducer(reduce, INITIAL)
  const session = useWalletSession()
  const ran = useRef<Box | null>(null)

  useEffect(() => {
    if (ran.current === box) return
    ran.current = box
    for (const effect of box.effects) runEffect(effect, wallet, dispatch)
  }, [box, wallet])

  useEffect(() => {
    if (session.status !== 'connecting') return
    dispatch({ type: 'CONNECTION_STARTED', walletId: session.walletId })
    if (session.uri) dispatch({ type: 'CONNECTION_URI', walletId: session.walletId, uri: session.uri })
  }, [session])

  return [box.state, useCallback((event: ConnectPanelEvent) => dispatch(event), [])]
}

function runEffect(effect: ConnectPanelEffect, wallet: WalletSessionService, dispatch: (event: ConnectPanelEvent) => void): void {
  switch (effect.type) {
    case 'connect':
      // The service resolves either way; anything but a connection afterwards is a failure (RETRY).
      void wallet.connect(effect.walletId).then(
        () => {
          if (wallet.getSnapshot().status === 'disconnected') dispatch({ type: 'CONNECTION_FAILED', walletId: effect.walletId })
        },
        () => dispatch({ type: 'CONNECTION_FAILED', walletId: effect.walletId }),
      )
      return
    case 'openLink':
      window.open(effect.url, '_blank', 'noopener,noreferrer')
      return
    default:
      assertNever(effect)
  }
}
