import { useEffect, useState } from 'react'
import type { ConnectPanelEvent } from '../../domain/connection/connectPanel'
import type { ConnectPanelState } from '../../domain/connection/connectPanelState'
import { useServices } from '../servicesContext'
import { useStore } from '../hooks/useStore'

/** A connect panel for this component (desktop side panel or mobile row): its state and its dispatch. */
export function useConnectPanel(): [ConnectPanelState, (event: ConnectPanelEvent) => void] {
  const { createConnectPanel } = useServices()
  const [panel] = useState(createConnectPanel)
  useEffect(() => panel.start(), [panel])
  return [useStore(panel), panel.dispatch]
}
