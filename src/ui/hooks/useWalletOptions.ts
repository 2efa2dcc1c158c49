import { use } from 'react'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { usable } from '../loadedValues'
import { useServices } from '../servicesContext'
import { useStore } from './useStore'

/** A settled promise as `use` reads one: it answers at once. */
const LOADED: Promise<void> = usable(Promise.resolve())

/**
 * Every wallet option the directory knows (visibility, grouping and recents are applied by the caller). A directory
 * whose code loads on demand has none yet: the view suspends until it is ready, so it never shows an empty list.
 * `use` is called on every render, loaded or not: a suspended first render whose replay finds the list loaded must
 * call the same hooks (else React fails with "Update hook called on initial render").
 */
export function useWalletOptions(): readonly WalletOption[] {
  const { directory } = useServices()
  const options = useStore(directory)
  if (directory.ready) use(options.length === 0 ? usable(directory.ready()) : LOADED)
  return options
}
