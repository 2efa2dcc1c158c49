import { getAddress } from 'viem'
import { MemoryNonceStore } from '../../src/adapters/memory/memoryNonceStore'
import { MemorySessionStore } from '../../src/adapters/memory/memorySessionStore'
import { createAuthRoutes, type AuthRoutesOptions } from '../../src/adapters/server/createAuthRoutes'
import { MemoryRateLimiter } from '../../src/adapters/server/memoryRateLimiter'
import { SystemClock } from '../../src/adapters/clock/systemClock'
import type { RateLimit } from '../../src/ports/rateLimiter'
import { ViemSignatureVerifier } from '../../src/adapters/viem/viemSignatureVerifier'
import { startHttpServer } from './httpServer'

/** The app origin the auth server serves (and the SIWE messages of the tests name). */
export const APP_ORIGIN = 'http://localhost:8080'

/** Rate limits counted in this process's memory, one limiter per scope: what the route tests count with. */
export const memoryRateLimiter = (_scope: string, rule: RateLimit) => new MemoryRateLimiter(rule)

/**
 * The real SIWE auth API on a free loopback port: in-memory nonce and session stores, viem's verifier without an RPC
 * (plain-account signatures only), chain 1; `overrides` change any option (rate limits, stores...).
 */
export function startAuthServer(overrides: Partial<AuthRoutesOptions> = {}): ReturnType<typeof startHttpServer> {
  return startHttpServer(
    createAuthRoutes({
      appOrigin: APP_ORIGIN,
      chainIds: [1],
      nonceStore: new MemoryNonceStore(),
      sessionStore: new MemorySessionStore(),
      rateLimiter: memoryRateLimiter,
      clock: new SystemClock(),
      signatureVerifier: new ViemSignatureVerifier({ rpcUrls: {} }),
      checksumAddress: getAddress,
      ...overrides,
    }),
  )
}
