import type { WalletOption } from '../../../src/domain/wallets/walletOption'
import type { WalletConnector } from '../../../src/ports/walletConnector'
import type { WalletDirectory } from '../../../src/ports/walletDirectory'

/**
 * An in-memory directory; `add` simulates a late EIP-6963 announcement of a wallet it did not list, `changed` one of a
 * listed wallet's provider (its connector became ready).
 */
export class FakeWalletDirectory implements WalletDirectory {
  private readonly connectors = new Map<string, WalletConnector>()
  private options: readonly WalletOption[] = []
  private readonly listeners = new Set<() => void>()

  constructor(connectors: readonly WalletConnector[] = []) {
    for (const connector of connectors) this.add(connector)
  }

  add(connector: WalletConnector): void {
    this.connectors.set(connector.id, connector)
    this.options = [...this.options, optionFor(connector)]
    for (const listener of [...this.listeners]) listener()
  }

  changed(): void {
    const ready = (id: string): boolean => this.connectors.get(id)?.isReady() ?? false
    this.options = this.options.map((option) => ({ ...option, ready: ready(option.id) }))
    for (const listener of [...this.listeners]) listener()
  }

  /** How many listeners are subscribed (a finished wait must leave none behind). */
  get watchers(): number {
    return this.listeners.size
  }

  getSnapshot(): readonly WalletOption[] {
    return this.options
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getConnector(walletId: string): WalletConnector | undefined {
    return this.connectors.get(walletId)
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
