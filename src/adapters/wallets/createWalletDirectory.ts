import type { Chain } from '../../domain/chains/chain'
import { validateWalletOption } from '../../domain/wallets/validateWalletOption'
import type { WalletOption } from '../../domain/wallets/walletOption'
import type { WalletConnector } from '../../ports/walletConnector'
import type { WalletDirectory } from '../../ports/walletDirectory'
import type { CoinbaseSdk } from '../coinbase/coinbaseConnector'
import { discoverEip6963Providers, type Eip6963Discovery, type EventTargetLike } from '../eip1193/eip6963'
import type { StorageLike } from '../walletconnect/clearWalletConnectStorage'
import { createWalletConnectProviderLoader, type WalletConnectSdk } from '../walletconnect/loadWalletConnectProvider'
import { CURATED_WALLETS } from './curatedWallets'
import { injectedProviders } from './injectedProviders'
import { resolveWallets, type ResolvedWallet } from './resolveWallets'
import { createWalletConnectorFactory } from './walletConnectorFactory'

/** The parts of `window` the directory reads (a jsdom window or a plain object in tests). */
type WalletWindow = Partial<EventTargetLike> & {
  ethereum?: unknown
  navigator?: { userAgent?: string } | undefined
  localStorage?: StorageLike | undefined
  location?: { origin?: string } | undefined
}

export type WalletDirectoryOptions = {
  /** The browser window; undefined (server, tests) offers the curated list with nothing installed. */
  window?: WalletWindow | undefined
  chains: readonly Chain[]
  appName: string
  appIcon?: string | undefined
  /** VITE_WALLETCONNECT_PROJECT_ID; WalletConnect (and QR pairing of Rainbow and MetaMask) needs it. */
  walletConnectProjectId?: string | undefined
  /** SDK loaders (default: dynamic imports, so neither SDK is in the first-load bundle). */
  loadWalletConnectSdk?: (() => Promise<WalletConnectSdk>) | undefined
  loadCoinbaseSdk?: (() => Promise<CoinbaseSdk>) | undefined
}

/** A WalletDirectory that can stop listening to the window. */
export type WalletDirectoryHandle = WalletDirectory & { destroy(): void }

const ETHEREUM_INITIALIZED = 'ethereum#initialized'

function safely<T>(fn: () => T, fallback: T): T {
  try {
    return fn()
  } catch {
    return fallback
  }
}

/** See {@link createWalletDirectory}. */
class BrowserWalletDirectory implements WalletDirectoryHandle {
  private readonly win: WalletWindow | undefined
  private readonly discovery: Eip6963Discovery | undefined
  private readonly listeners = new Set<() => void>()
  private readonly connectors = new Map<string, WalletConnector>()
  private readonly makeConnector: ReturnType<typeof createWalletConnectorFactory>
  private readonly stopDiscovery: (() => void) | undefined
  private seenEthereum: unknown
  private snapshot: readonly WalletOption[] = []

  constructor(private readonly options: WalletDirectoryOptions) {
    CURATED_WALLETS.forEach(validateWalletOption)
    this.win = options.window
    const win = this.win
    this.discovery = this.canListen() ? discoverEip6963Providers(win as EventTargetLike) : undefined
    this.makeConnector = createWalletConnectorFactory({
      ...options,
      loadWalletConnectProvider: createWalletConnectProviderLoader({
        projectId: options.walletConnectProjectId,
        chains: options.chains,
        appName: options.appName,
        appIcon: options.appIcon,
        appUrl: safely(() => win?.location?.origin, undefined),
        loadSdk: options.loadWalletConnectSdk,
      }),
      storage: () => safely(() => win?.localStorage, undefined),
      currentConnection: (id) => this.find(id)?.connection,
    })
    this.recompute()
    this.stopDiscovery = this.discovery?.subscribe(this.changed)
    // MetaMask may inject after the page script and then fires this event.
    if (this.canListen()) win?.addEventListener?.(ETHEREUM_INITIALIZED, this.changed)
  }

  getSnapshot = (): readonly WalletOption[] => {
    // window.ethereum can appear later without an event: picked up here, silently (no emit during a render).
    if (injectedProviders(this.win).ethereum !== this.seenEthereum) this.recompute()
    return this.snapshot
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getConnector = (walletId: string): WalletConnector | undefined => {
    const found = this.find(walletId)
    if (!found) return undefined
    const key = `${walletId}:${found.connection.kind}`
    const connector = this.connectors.get(key) ?? this.makeConnector(found.option, found.connection)
    this.connectors.set(key, connector)
    return connector
  }

  destroy = (): void => {
    this.stopDiscovery?.()
    this.discovery?.destroy()
    if (this.canListen()) this.win?.removeEventListener?.(ETHEREUM_INITIALIZED, this.changed)
    this.listeners.clear()
  }

  private canListen(): boolean {
    return typeof this.win?.addEventListener === 'function' && typeof this.win.dispatchEvent === 'function'
  }

  private resolve(): ResolvedWallet[] {
    return resolveWallets(CURATED_WALLETS, {
      injected: injectedProviders(this.win),
      announced: this.discovery?.getSnapshot() ?? [],
      walletConnectProjectId: this.options.walletConnectProjectId,
      isAndroid: /android/i.test(safely(() => this.win?.navigator?.userAgent ?? '', '')),
    })
  }

  /** The wallet as it is now (fresh, so connectors see providers that appear or go away). */
  private find(walletId: string): ResolvedWallet | undefined {
    return this.resolve().find((r) => r.option.id === walletId)
  }

  private recompute(): void {
    this.seenEthereum = injectedProviders(this.win).ethereum
    this.snapshot = this.resolve().map((r) => r.option)
  }

  private readonly changed = (): void => {
    this.recompute()
    for (const listener of [...this.listeners]) listener()
  }
}

/**
 * The WalletDirectory of this browser: the curated list (product rules: "Popular wallets") merged with window.ethereum
 * (and its wallet flags) and EIP-6963 announcements, `ready` and `installed` decided. Connectors are created on first
 * request, and the WalletConnect and Coinbase SDKs are only imported when such a wallet connects.
 */
export function createWalletDirectory(options: WalletDirectoryOptions): WalletDirectoryHandle {
  return new BrowserWalletDirectory(options)
}
