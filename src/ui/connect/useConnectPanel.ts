import { connectPanel, type ConnectPanelEvent } from '../../domain/connection/connectPanel'
import { INITIAL_CONNECT_PANEL, type ConnectPanelState } from '../../domain/connection/connectPanelState'
import { useMachine } from '../hooks/useMachine'
import { useServices } from '../servicesContext'

/** A connect panel for this component (desktop side panel or mobile row), its effects run by the app. */
export function useConnectPanel(): [ConnectPanelState, (event: ConnectPanelEvent) => void] {
  return useMachine(connectPanel, INITIAL_CONNECT_PANEL, useServices().connectPanel)
}
