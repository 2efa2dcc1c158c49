import { useEffect, useState } from 'react'
import type { ConnectPanelEvent } from '../../domain/connection/connectPanel'
import type { ConnectPanelState } from '../../domain/connection/connectPanelState'
import { createConnectPanelStore } from '../../domain/connection/connectPanelStore'
import { useServices } from '../servicesContext'
import { useStore } from '../hooks/useStore'

/** A connect panel for this component (desktop side panel or mobile row), its effects run by the app. */
export function useConnectPanel(): [ConnectPanelState, (event: ConnectPanelEvent) => void] {
  const { connectPanelEffects } = useServices()
  const [panel] = useState(() => createConnectPanelStore(connectPanelEffects))
  useEffect(() => panel.start(), [panel])
  return [useStore(panel), panel.dispatch]
}
