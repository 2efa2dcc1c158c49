import type { Chain } from '../../domain/chains/chain'
import { catalogueError } from '../../domain/errors/errorCatalogue'
import type { Eip1193Provider } from '../eip1193/eip1193Provider'
import { memoizeUntilFailure } from '../../domain/shared/memoizeUntilFailure'

/** The WalletConnect EthereumProvider as the connector uses it. */
export type WalletConnectProvider = Eip1193Provider & {
  connect(options?: { optionalChains?: number[] | undefined }): Promise<void>
  disconnect(): Promise<void>
  /** Present once paired (restored from storage by `init`). */
  readonly session?: unknown
}

/** EthereumProvider.init options this app sets (our own QR code, so no WalletConnect modal). */
export type WalletConnectInitOptions = {
  projectId: string
  optionalChains: [number, ...number[]]
  /** Chain id to its public RPC URL: the SDK puts it in the session proposal, the wallet may keep it. */
  rpcMap: Record<string, string>
  showQrModal: false
  metadata: { name: string; description: string; url: string; icons: string[] }
}

/** The part of `@walletconnect/ethereum-provider` used here (tests pass a fake). */
export type WalletConnectSdk = {
  EthereumProvider: { init(options: WalletConnectInitOptions): Promise<WalletConnectProvider> }
}

export type WalletConnectProviderSettings = {
  projectId: string | undefined
  chains: readonly Chain[]
  appName: string
  appUrl?: string | undefined
  appIcon?: string | undefined
  /** Loads the SDK; default a dynamic import, so it is fetched only when a WalletConnect wallet is used. */
  loadSdk?: (() => Promise<WalletConnectSdk>) | undefined
}

/** The SDK, loaded on demand (never part of the first page load). */
export const loadWalletConnectSdk = async (): Promise<WalletConnectSdk> =>
  (await import('@walletconnect/ethereum-provider')) as unknown as WalletConnectSdk

function initOptions(settings: WalletConnectProviderSettings & { projectId: string }): WalletConnectInitOptions {
  const [first, ...rest] = settings.chains.map((c) => c.id)
  // The SDK sends rpcMap in the session proposal, so the phone wallet may save it: only a chain's public URL, never
  // the app's read URLs (its key, its node). A chain without one is left out; the SDK then uses its own RPC for it.
  const rpcMap = Object.fromEntries(
    settings.chains.flatMap((c) => {
      const url = c.publicRpcUrls?.[0]
      return url ? [[String(c.id), url]] : []
    }),
  )
  return {
    projectId: settings.projectId,
    optionalChains: [first ?? 1, ...rest],
    rpcMap,
    showQrModal: false,
    metadata: {
      name: settings.appName,
      description: settings.appName,
      url: settings.appUrl ?? '',
      icons: settings.appIcon ? [settings.appIcon] : [],
    },
  }
}

/**
 * One shared, memoised WalletConnect provider for every WalletConnect-based wallet (one relay connection, one
 * session). Rejects with `connector-not-found` when no project id is configured; a failed load may be retried.
 */
export function createWalletConnectProviderLoader(
  settings: WalletConnectProviderSettings,
): () => Promise<WalletConnectProvider> {
  const projectId = (): string => settings.projectId?.trim() ?? ''
  const init = memoizeUntilFailure(async () => {
    const sdk = await (settings.loadSdk ?? loadWalletConnectSdk)()
    return sdk.EthereumProvider.init(initOptions({ ...settings, projectId: projectId() }))
  })
  return () => {
    if (!projectId())
      return Promise.reject(catalogueError('connector-not-found', { details: 'WalletConnect is not configured' }))
    return init()
  }
}
