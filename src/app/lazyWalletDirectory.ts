import { memoizeUntilFailure } from '../domain/shared/memoizeUntilFailure'
import type { WalletOption } from '../domain/wallets/walletOption'
import type { WalletConnector } from '../ports/walletConnector'
import type { WalletDirectory } from '../ports/walletDirectory'
import { deferredConnector } from './deferredConnector'
import { lazyPort } from './lazyPort'

const NO_OPTIONS: readonly WalletOption[] = Object.freeze([])

/**
 * A WalletDirectory usable at once whose code (curated wallets, EIP-6963 discovery, connectors) loads on demand:
 * when the wallet list is first read or watched (the connect modal), `ready()` is called (a hint ahead of the click),
 * or a connector is asked for (an auto-connect of the last wallet at page load). Until then the list is empty and a
 * connector is a stand-in that waits for the load. A failed load is tried again on the next read or connector call.
 */
export function lazyWalletDirectory(load: () => Promise<WalletDirectory>): WalletDirectory {
  const listeners = new Set<() => void>()
  const standIns = new Map<string, WalletConnector>()
  const notify = (): void => {
    for (const listener of [...listeners]) listener()
  }
  // One load shared by every use; the list's watchers hear of it, then of the directory's changes.
  const directory = lazyPort(memoizeUntilFailure(load), (loaded) => {
    loaded.subscribe(notify)
    notify()
  })
  const start = (): void => {
    directory.get().catch((err: unknown) => console.error('Wallet directory:', err))
  }
  let settled: Promise<void> | undefined
  return {
    getSnapshot: () => {
      if (directory.current) return directory.current.getSnapshot()
      start()
      return NO_OPTIONS
    },
    subscribe: (listener) => {
      listeners.add(listener)
      if (!directory.current) start()
      return () => void listeners.delete(listener)
    },
    getConnector: (walletId) => {
      if (directory.current) return directory.current.getConnector(walletId)
      const standIn = standIns.get(walletId) ?? deferredConnector(walletId, directory.get)
      standIns.set(walletId, standIn)
      return standIn
    },
    // Settles once, with the first load: a view suspended on it must not wait again and again for a failing one.
    ready: () =>
      (settled ??= directory.get().then(
        () => undefined,
        (err: unknown) => console.error('Wallet directory:', err),
      )),
  }
}
