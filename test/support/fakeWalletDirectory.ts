import type { WalletOption } from '../../src/domain/wallets/walletOption'
import type { WalletConnector } from '../../src/ports/walletConnector'
import type { WalletDirectory } from '../../src/ports/walletDirectory'

export type FakeWalletDirectoryOptions = {
  /** The options listed, when not one per connector (extra fields, an option with no connector...). */
  options?: readonly WalletOption[] | undefined
  /** A directory whose code loads on demand: it lists nothing and has `ready()` until the test calls `load()`. */
  loadOnDemand?: boolean | undefined
}

/**
 * The one in-memory WalletDirectory of the tests, over fake connectors. `add` simulates a late EIP-6963 announcement of
 * a wallet it did not list, `changed` one of a listed wallet's provider (its connector became ready). With
 * `loadOnDemand`, `ready()` (counted in `readyCalls`) stays pending and the list empty until `load()`. Its port methods
 * are bound (the app may pass them around on their own).
 */
export class FakeWalletDirectory implements WalletDirectory {
  /** Absent unless the directory loads on demand (the port's rule: absent means known at once). */
  declare readonly ready?: () => Promise<void>
  readyCalls = 0
  private readonly connectors = new Map<string, WalletConnector>()
  private options: readonly WalletOption[] = []
  private readonly listeners = new Set<() => void>()
  private loaded: readonly WalletOption[] = []
  private settle = (): void => undefined

  constructor(connectors: readonly WalletConnector[] = [], settings: FakeWalletDirectoryOptions = {}) {
    for (const connector of connectors) this.connectors.set(connector.id, connector)
    this.loaded = settings.options ?? connectors.map(optionFor)
    if (settings.loadOnDemand) {
      const loading = new Promise<void>((resolve) => (this.settle = resolve))
      this.ready = () => {
        this.readyCalls += 1
        return loading
      }
    } else this.options = this.loaded
  }

  /** The code of a directory that loads on demand arrives: its options are listed and `ready()` settles. */
  load(): void {
    this.options = this.loaded
    this.notify()
    this.settle()
  }

  add(connector: WalletConnector): void {
    this.connectors.set(connector.id, connector)
    this.options = [...this.options, optionFor(connector)]
    this.notify()
  }

  changed(): void {
    const ready = (id: string): boolean => this.connectors.get(id)?.isReady() ?? false
    this.options = this.options.map((option) => ({ ...option, ready: ready(option.id) }))
    this.notify()
  }

  /** How many listeners are subscribed (a finished wait must leave none behind). */
  get watchers(): number {
    return this.listeners.size
  }

  getSnapshot = (): readonly WalletOption[] => this.options

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getConnector = (walletId: string): WalletConnector | undefined => this.connectors.get(walletId)

  private notify(): void {
    for (const listener of [...this.listeners]) listener()
  }
}

function optionFor(connector: WalletConnector): WalletOption {
  return {
    id: connector.id,
    name: connector.name,
    iconUrl: `/icons/${connector.id}.svg`,
    iconBackground: '#fff',
    ready: connector.isReady(),
    groupName: 'Popular',
    groupIndex: 1,
  }
}
