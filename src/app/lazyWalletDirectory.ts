import type { WalletOption } from '../domain/wallets/walletOption'
import type { WalletConnector } from '../ports/walletConnector'
import type { WalletDirectory } from '../ports/walletDirectory'
import { deferredConnector } from './deferredConnector'

const NO_OPTIONS: readonly WalletOption[] = Object.freeze([])

/** See {@link lazyWalletDirectory}. */
class LazyWalletDirectory implements WalletDirectory {
  private directory: WalletDirectory | undefined
  private loading: Promise<WalletDirectory> | undefined
  private settled: Promise<void> | undefined
  private readonly listeners = new Set<() => void>()
  private readonly standIns = new Map<string, WalletConnector>()

  constructor(private readonly load: () => Promise<WalletDirectory>) {}

  getSnapshot = (): readonly WalletOption[] => {
    if (this.directory) return this.directory.getSnapshot()
    this.start()
    return NO_OPTIONS
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    if (!this.directory) this.start()
    return () => void this.listeners.delete(listener)
  }

  getConnector = (walletId: string): WalletConnector | undefined => {
    if (this.directory) return this.directory.getConnector(walletId)
    const standIn = this.standIns.get(walletId) ?? deferredConnector(walletId, this.loaded)
    this.standIns.set(walletId, standIn)
    return standIn
  }

  // Settles once, with the first load: a view suspended on it must not wait again and again for a failing one.
  ready = (): Promise<void> => {
    this.settled ??= this.loaded().then(
      () => undefined,
      (err: unknown) => console.error('Wallet directory:', err),
    )
    return this.settled
  }

  private readonly loaded = (): Promise<WalletDirectory> => {
    this.loading ??= this.load().then(
      (directory) => {
        this.directory = directory
        directory.subscribe(this.notify)
        this.notify()
        return directory
      },
      (err: unknown) => {
        this.loading = undefined
        throw err
      },
    )
    return this.loading
  }

  private start(): void {
    this.loaded().catch((err: unknown) => console.error('Wallet directory:', err))
  }

  private readonly notify = (): void => {
    for (const listener of [...this.listeners]) listener()
  }
}

/**
 * A WalletDirectory usable at once whose code (curated wallets, EIP-6963 discovery, connectors) loads on demand:
 * when the wallet list is first read or watched (the connect modal), `ready()` is called (a hint ahead of the click),
 * or a connector is asked for (an auto-connect of the last wallet at page load). Until then the list is empty and a
 * connector is a stand-in that waits for the load. A failed load is tried again on the next read or connector call.
 */
export function lazyWalletDirectory(load: () => Promise<WalletDirectory>): WalletDirectory {
  return new LazyWalletDirectory(load)
}
