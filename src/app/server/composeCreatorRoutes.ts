import type { Hono } from 'hono'
import { SystemClock } from '../../adapters/clock/systemClock'
import { MemoryCreatorStore } from '../../adapters/memory/memoryCreatorStore'
import { forwardedClientAddress } from '../../adapters/server/clientAddress'
import { createCreatorRoutes, type CreatorRoutesOptions } from '../../adapters/server/createCreatorRoutes'
import { RPC_DEADLINE_MS } from '../../adapters/server/readClaimFacts'
import type { ChecksumAddress } from '../../domain/auth/siweFields'
import { loadChainReaderFor } from './loadChainReaderFor'
import type { ServerConfig } from './serverConfig'

/** Replaceable parts (tests inject a clock, a chain reader, stores); the session store is the sign-in API's. */
export type CreatorOverrides = Partial<Omit<CreatorRoutesOptions, 'appOrigin' | 'chainIds' | 'sessionStore'>>

/** The EIP-55 checksum of the configured library, loaded with `import()` like the rest of it. */
async function loadServerChecksum(library: ServerConfig['chainLibrary']): Promise<ChecksumAddress> {
  return library === 'ethers'
    ? (await import('../../adapters/ethers/ethersChecksumAddress')).ethersChecksumAddress
    : (await import('../../adapters/viem/viemChecksumAddress')).viemChecksumAddress
}

/**
 * The creators API wired from config: the configured chains read through the chosen library (each call bounded by
 * the claim's RPC deadline), a memory store unless one is given, the system clock. `sessionStore` must be the one
 * the sign-in API writes, or no visitor would ever be signed in here.
 */
export async function composeCreatorRoutes(
  config: ServerConfig,
  sessionStore: CreatorRoutesOptions['sessionStore'],
  overrides: CreatorOverrides = {},
): Promise<Hono> {
  const rpcDeadlineMs = overrides.rpcDeadlineMs ?? RPC_DEADLINE_MS
  const chainReader =
    overrides.chainReader ??
    (await loadChainReaderFor(config.chainLibrary, config.chains, {
      requestTimeout: rpcDeadlineMs,
      callTimeout: rpcDeadlineMs,
    }))
  return createCreatorRoutes({
    creatorStore: new MemoryCreatorStore(),
    clock: new SystemClock(),
    clientAddress: config.trustProxyHops ? forwardedClientAddress(config.trustProxyHops) : undefined,
    ...overrides,
    chainReader,
    checksumAddress: overrides.checksumAddress ?? (await loadServerChecksum(config.chainLibrary)),
    rpcDeadlineMs,
    sessionStore,
    appOrigin: config.appOrigin,
    chainIds: config.chains.map((chain) => chain.id),
  })
}
