import type { WalletSession } from '../../domain/connection/walletSession'
import { useServices } from '../servicesContext'
import { useStore } from './useStore'

/** The wallet side of the visit (connecting, connected account and chain...). */
export function useWalletSession(): WalletSession {
  return useStore(useServices().wallet)
}
