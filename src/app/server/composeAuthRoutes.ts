import type { Hono } from 'hono'
import { SystemClock } from '../../adapters/clock/systemClock'
import { MemoryNonceStore } from '../../adapters/memory/memoryNonceStore'
import { MemorySessionStore } from '../../adapters/memory/memorySessionStore'
import { forwardedClientAddress } from '../../adapters/server/clientAddress'
import { createAuthRoutes, type AuthRoutesOptions } from '../../adapters/server/createAuthRoutes'
import { loadSignatureVerifier } from './loadSignatureVerifier'
import { verifierRpcUrls, type ServerConfig } from './serverConfig'

/** Replaceable parts (tests inject a clock, a verifier, stores). */
export type AuthOverrides = Partial<Omit<AuthRoutesOptions, 'appOrigin' | 'chainIds'>>

/**
 * The sign-in API wired from config: the chosen library's verifier, the memory stores (one process), the system
 * clock. Shared by `npm start` (createServerApp) and `npm run dev` (devApiPlugin).
 */
export async function composeAuthRoutes(config: ServerConfig, overrides: AuthOverrides = {}): Promise<Hono> {
  const clock = overrides.clock ?? new SystemClock()
  const library =
    overrides.signatureVerifier && overrides.checksumAddress
      ? { signatureVerifier: overrides.signatureVerifier, checksumAddress: overrides.checksumAddress }
      : await loadSignatureVerifier(config.chainLibrary, { rpcUrls: verifierRpcUrls(config.chains) })
  return createAuthRoutes({
    nonceStore: new MemoryNonceStore({ clock }),
    sessionStore: new MemorySessionStore({ clock }),
    rateLimits: config.rateLimits,
    clientAddress: config.trustProxyHops ? forwardedClientAddress(config.trustProxyHops) : undefined,
    ...overrides,
    ...library,
    clock,
    appOrigin: config.appOrigin,
    chainIds: config.chains.map((chain) => chain.id),
  })
}
