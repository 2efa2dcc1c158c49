import { Hono } from 'hono'
import { SystemClock } from '../../adapters/clock/systemClock'
import { ApiError, errorAnswer } from '../../adapters/server/apiError'
import { forwardedClientAddress } from '../../adapters/server/clientAddress'
import { createAuthRoutes } from '../../adapters/server/createAuthRoutes'
import { createCreatorMediaRoutes } from '../../adapters/server/createCreatorMediaRoutes'
import { type CreatorRateScope, createCreatorRoutes } from '../../adapters/server/createCreatorRoutes'
import { RPC_DEADLINE_MS } from '../../adapters/server/readClaimFacts'
import { createWebhookRoutes } from '../../adapters/server/createWebhookRoutes'
import { createMonthlyRoutes } from '../../adapters/server/createMonthlyRoutes'
import type { Hash } from '../../domain/shared/hex'
import type { SpendPermissionTypedData } from '../../domain/support/monthly/spendPermission'
import type { SpendPermissionVerifier } from '../../ports/spendPermissionVerifier'
import type { ChecksumAddress } from '../../domain/auth/siweFields'
import type { ChainReader } from '../../ports/chainReader'
import type { Clock } from '../../ports/clock'
import type { RateLimit } from '../../ports/rateLimiter'
import type { ServerTelemetry } from '../../ports/serverTelemetry'
import type { SignatureVerifier } from '../../ports/signatureVerifier'
import { withRecoveryWorkers } from '../../adapters/server/recoveryWorkers'
import { loadChainLibrary } from '../chainLibrary'
import type { StateStores } from './openStateStores'
import { verifierRpcUrls, type ServerConfig } from './serverConfig'

/** The chain library's parts the APIs use: signatures, checksums, the reads that confirm a support claim. */
export type ServerChain = {
  signatureVerifier: SignatureVerifier
  checksumAddress: ChecksumAddress
  chainReader: ChainReader
  /** Checks a supporter's signed spend permission (ERC-1271 / ERC-6492 for smart accounts). */
  spendPermissionVerifier: SpendPermissionVerifier
  /** A permission's EIP-712 hash: the manager's key for it. */
  permissionHash: (typedData: SpendPermissionTypedData) => Hash
}

/** Where the APIs keep their state: always named, never a default (openStateStores decides memory or SQL). */
type ApiStores = Pick<
  StateStores,
  'nonceStore' | 'sessionStore' | 'creatorStore' | 'webhookStore' | 'monthlyStore' | 'rateLimiter'
> &
  Partial<Pick<StateStores, 'supportLedger'>>

export type CreateApiParameters = {
  config: ServerConfig
  stores: ApiStores
  /** The chain library's parts; those not given are loaded for VITE_CHAIN_LIBRARY (tests give a verifier, a reader). */
  chain?: Partial<ServerChain> | undefined
  clock?: Clock | undefined
  /** Where outcomes, store and chain calls and failures are reported; failures to stderr when absent. */
  telemetry?: ServerTelemetry | undefined
  /** Deadlines and limits beyond the configuration (tests shorten deadlines and widen the write limit). */
  tuning?:
    | {
        storeDeadlineMs?: number | undefined
        rpcDeadlineMs?: number | undefined
        creatorRateLimits?: Partial<Record<CreatorRateScope, RateLimit>> | undefined
      }
    | undefined
}

/**
 * Loads the parts of the configured chain library that `given` lacks, with `import()` so only that library loads; its
 * signer recovery runs on worker threads (withRecoveryWorkers).
 */
export async function loadServerChain(
  config: ServerConfig,
  given: Partial<ServerChain>,
  rpcDeadlineMs: number,
): Promise<ServerChain> {
  const library = await loadChainLibrary(config.chainLibrary)
  const [signatureVerifier, checksumAddress, chainReader, spendPermissionVerifier, permissionHash] = await Promise.all([
    given.signatureVerifier ??
      library
        .loadSignatureVerifier({ rpcUrls: verifierRpcUrls(config.chains) })
        .then((verifier) => withRecoveryWorkers(verifier, { library: config.chainLibrary })),
    given.checksumAddress ?? library.loadChecksumAddress(),
    given.chainReader ??
      library.loadChainReader(config.chains, { requestTimeout: rpcDeadlineMs, callTimeout: rpcDeadlineMs }),
    // Its own verifier: a typed-data check does not go through the recovery workers, which read plain messages.
    given.spendPermissionVerifier ?? loadSpendPermissionVerifier(config),
    given.permissionHash ?? loadPermissionHash(config.chainLibrary),
  ])
  return { signatureVerifier, checksumAddress, chainReader, spendPermissionVerifier, permissionHash }
}

function loadSpendPermissionVerifier(config: ServerConfig): Promise<SpendPermissionVerifier> {
  const options = { rpcUrls: verifierRpcUrls(config.chains) }
  return config.chainLibrary === 'ethers'
    ? import('../../adapters/ethers/ethersSignatureVerifier').then((m) => new m.EthersSignatureVerifier(options))
    : import('../../adapters/viem/viemSignatureVerifier').then((m) => new m.ViemSignatureVerifier(options))
}

function loadPermissionHash(library: ServerConfig['chainLibrary']): Promise<ServerChain['permissionHash']> {
  return library === 'ethers'
    ? import('../../adapters/ethers/ethersSpendPermissionHash').then((m) => m.ethersSpendPermissionHash)
    : import('../../adapters/viem/viemSpendPermissionHash').then((m) => m.viemSpendPermissionHash)
}

/**
 * The server's APIs as `npm start` and `npm run dev` both serve them: the sign-in API under /api/auth and the creators
 * API under /api/creators (with a creator's card and badge, createCreatorMediaRoutes) over one session store (the creators API reads the sessions the sign-in API makes), unless
 * VITE_AUTH=off (creators need sessions); any other /api path answers 404 JSON.
 * @example app.route('/', await createApi({ config, stores: await openStateStores(config.state) }))
 */
export async function createApi({
  config,
  stores,
  chain = {},
  clock = new SystemClock(),
  telemetry,
  tuning = {},
}: CreateApiParameters): Promise<Hono> {
  const app = new Hono()
  if (config.auth === 'siwe') {
    const rpcDeadlineMs = tuning.rpcDeadlineMs ?? RPC_DEADLINE_MS
    const parts = await loadServerChain(config, chain, rpcDeadlineMs)
    const shared = {
      appOrigin: config.appOrigin,
      chainIds: config.chains.map((c) => c.id),
      sessionStore: stores.sessionStore,
      rateLimiter: stores.rateLimiter,
      checksumAddress: parts.checksumAddress,
      clock,
      telemetry,
      storeDeadlineMs: tuning.storeDeadlineMs,
      clientAddress: config.trustProxyHops ? forwardedClientAddress(config.trustProxyHops) : undefined,
    }
    // Before the creators API: its pictures say how long they may be kept, where every other answer is no-store.
    app.route('/', createCreatorMediaRoutes({ ...shared, creatorStore: stores.creatorStore }))
    const auth = { ...shared, nonceStore: stores.nonceStore, signatureVerifier: parts.signatureVerifier }
    app.route('/', createAuthRoutes({ ...auth, rateLimits: config.rateLimits }))
    const creators = {
      ...shared,
      supportTokens: config.supportTokens,
      chains: config.chains,
      nativeCurrencies: Object.fromEntries(config.chains.map((c) => [c.id, c.nativeCurrency])),
      creatorStore: stores.creatorStore,
      supportLedger: stores.supportLedger,
      chainReader: parts.chainReader,
      rpcDeadlineMs,
    }
    app.route('/', createCreatorRoutes({ ...creators, rateLimits: tuning.creatorRateLimits }))
    app.route('/', createWebhookRoutes({ ...shared, webhookStore: stores.webhookStore, ...config.webhooks }))
    app.route(
      '/',
      createMonthlyRoutes({
        ...shared,
        monthlyStore: stores.monthlyStore,
        supportTokens: config.supportTokens,
        monthlyChains: config.monthly.chains,
        spendPermissionVerifier: parts.spendPermissionVerifier,
        permissionHash: parts.permissionHash,
      }),
    )
  }
  app.all('/api/*', (c) => errorAnswer(c, new ApiError(404, 'not-found', 'No such API endpoint')))
  return app
}
