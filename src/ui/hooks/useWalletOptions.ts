import { use } from 'react'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { useServices } from '../servicesContext'
import { useStore } from './useStore'

/**
 * Every wallet option the directory knows (visibility, grouping and recents are applied by the caller). A directory
 * whose code loads on demand has none yet: the view suspends until it is ready, so it never shows an empty list.
 */
export function useWalletOptions(): readonly WalletOption[] {
  const { directory } = useServices()
  const options = useStore(directory)
  if (options.length === 0 && directory.ready) use(directory.ready())
  return options
}
