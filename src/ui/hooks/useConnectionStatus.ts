import { useMemo } from 'react'
import { deriveConnectionStatus } from '../../domain/connection/connectionStatus'
import type { ConnectionStatus } from '../../domain/connection/walletSession'
import { useServices } from '../servicesContext'
import { useStore } from './useStore'

/**
 * product rules: "Connection status": loading, disconnected, unauthenticated or connected (derived by the domain from
 * wallet and sign-in state).
 */
export function useConnectionStatus(): ConnectionStatus {
  const { wallet, auth } = useServices()
  const session = useStore(wallet)
  const authState = useStore(auth)
  return useMemo(() => deriveConnectionStatus(session, authState), [session, authState])
}
