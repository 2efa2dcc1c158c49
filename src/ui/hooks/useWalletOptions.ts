import type { WalletOption } from '../../domain/wallets/walletOption'
import { useServices } from '../servicesContext'
import { useStore } from './useStore'

/** Every wallet option the directory knows (visibility, grouping and recents are applied by the caller). */
export function useWalletOptions(): readonly WalletOption[] {
  return useStore(useServices().directory)
}
