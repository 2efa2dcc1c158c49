import type { Chain } from '../../domain/chains/chain'
import type { BaseError } from '../../domain/errors/baseError'
import { Eip1193Connector } from '../eip1193/eip1193Connector'
import type { Eip1193Provider } from '../eip1193/eip1193Provider'
import { lazyProvider } from '../eip1193/lazyProvider'
import { memoizeUntilFailure } from '../../domain/shared/memoizeUntilFailure'
import { settleWithin } from '../../domain/shared/deadline'

/** The Coinbase Wallet SDK's provider: EIP-1193 plus a session `disconnect`. */
type CoinbaseProvider = Eip1193Provider & { disconnect?: (() => Promise<void>) | undefined }

/** The part of `@coinbase/wallet-sdk` the connector uses (tests pass a fake with a fake provider). */
export type CoinbaseSdk = {
  createCoinbaseWalletSDK(options: { appName: string; appLogoUrl?: string | null; appChainIds: number[] }): {
    getProvider(): CoinbaseProvider
  }
}

export type CoinbaseConnectorOptions = {
  id?: string | undefined
  name?: string | undefined
  appName: string
  appLogoUrl?: string | undefined
  chains: readonly Chain[]
  /** Loads the SDK; default a dynamic import, so the SDK is fetched only when the visitor picks Coinbase. */
  loadSdk?: (() => Promise<CoinbaseSdk>) | undefined
  presenceCheckMs?: number | undefined
}

const END_SESSION_MS = 2000
/** EIP-1193 "unauthorized": the SDK's answer to eth_accounts before any connect, i.e. nothing to restore. */
const UNAUTHORIZED = 4100

function isUnauthorized(err: unknown): boolean {
  return Boolean((err as BaseError).walk?.((e) => (e as { code?: unknown } | null)?.code === UNAUTHORIZED))
}

/** The SDK, loaded on demand (never part of the first page load). */
export const loadCoinbaseSdk = async (): Promise<CoinbaseSdk> =>
  (await import('@coinbase/wallet-sdk')) as unknown as CoinbaseSdk

/**
 * Coinbase Wallet through its SDK (extension, mobile app or smart wallet, the SDK decides). Always ready: the SDK
 * brings its own fallback. Switching to a chain outside `chains` fails with `chain-not-configured`; "user closed
 * modal" and "accounts received is empty" are user rejections (mapped by mapWalletError).
 */
export function createCoinbaseConnector(options: CoinbaseConnectorOptions): Eip1193Connector {
  // One SDK instance; a failed load (offline, blocked script) may be retried by the next connect.
  const lazy = lazyProvider(
    memoizeUntilFailure(async (): Promise<CoinbaseProvider> => {
      const sdk = await (options.loadSdk ?? loadCoinbaseSdk)()
      const appChainIds = options.chains.map((c) => c.id)
      return sdk
        .createCoinbaseWalletSDK({ appName: options.appName, appLogoUrl: options.appLogoUrl ?? null, appChainIds })
        .getProvider()
    }),
  )
  return new Eip1193Connector({
    id: options.id ?? 'coinbase',
    name: options.name ?? 'Coinbase Wallet',
    type: 'coinbase',
    chains: options.chains,
    ...lazy,
    isReady: () => true,
    restoreAccounts: ({ request }) =>
      request({ method: 'eth_accounts' }, 'connect').catch((err: unknown) => {
        if (isUnauthorized(err)) return []
        throw err
      }),
    endSession: async (p) => settleWithin(() => (p as CoinbaseProvider | undefined)?.disconnect?.(), END_SESSION_MS),
    presenceCheckMs: options.presenceCheckMs,
  })
}
