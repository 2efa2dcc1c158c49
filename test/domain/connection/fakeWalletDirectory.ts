import type { WalletOption } from '../../../src/domain/wallets/walletOption'
import type { WalletConnector } from '../../../src/ports/walletConnector'
import type { WalletDirectory } from '../../../src/ports/walletDirectory'

/** An in-memory directory; `add` simulates a late EIP-6963 announcement. */
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
