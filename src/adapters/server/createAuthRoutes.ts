import { Hono, type Context, type Handler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { parseDateTime } from '../../domain/auth/rfc3339'
import type { ChecksumAddress, SiweFields } from '../../domain/auth/siweFields'
import { verifySignIn, type VerifySignInDeps } from '../../domain/auth/verifySignIn'
import type { Clock } from '../../ports/clock'
import type { NonceStore } from '../../ports/nonceStore'
import type { RateLimit, RateLimiter } from '../../ports/rateLimiter'
import type { SessionStore } from '../../ports/sessionStore'
import type { SignatureVerifier } from '../../ports/signatureVerifier'
import { SystemClock } from '../clock/systemClock'
import { authErrorResponse } from './authErrorResponse'
import { generateNonce } from './generateNonce'
import { remoteAddress } from './clientAddress'
import { clientKeyOf } from './clientKeyOf'
import { jsonAnswer } from './jsonAnswer'
import { limitBody } from './limitBody'
import { rateLimited } from './rateLimited'
import { sameOrigin } from './sameOrigin'
import { guardStore, STORE_DEADLINE_MS, StoreUnavailableError } from './guardStore'
import { MemoryRateLimiter } from './memoryRateLimiter'
import { readLiveSession } from './readLiveSession'
import { readSignInBody } from './readSignInBody'
import { isSessionId, SESSION_COOKIE, sessionCookieOptions } from './sessionCookie'

export type AuthRoutesOptions = {
  /** APP_ORIGIN, e.g. `http://localhost:8080`: the only origin messages and browsers may come from. */
  appOrigin: string
  /** Configured chains (VITE_CHAINS). */
  chainIds: readonly number[]
  nonceStore: NonceStore
  sessionStore: SessionStore
  signatureVerifier: SignatureVerifier
  checksumAddress: ChecksumAddress
  clock?: Clock | undefined
  nonceTtlMs?: number | undefined
  sessionTtlMs?: number | undefined
  skewMs?: number | undefined
  rateLimits?: { nonce?: RateLimit | undefined; verify?: RateLimit | undefined } | undefined
  /**
   * Where the limits count (one table shared by every instance, say); a MemoryRateLimiter per rule of `rateLimits`
   * when absent.
   */
  rateLimiter?: ((scope: 'nonce' | 'verify', rule: RateLimit) => RateLimiter) | undefined
  /** How long one store or limiter call may take before the request answers 503 `store-unavailable`. */
  storeDeadlineMs?: number | undefined
  /**
   * The address a request comes from, for the rate limits and the stores' fair shares (counted by `clientKeyOf`: an
   * IPv6 address by its /64); the socket's remote address by default.
   */
  clientAddress?: ((c: Context) => string) | undefined
}

export const NONCE_TTL_MS = 10 * 60_000
export const SESSION_TTL_MS = 24 * 60 * 60_000
export const DEFAULT_RATE_LIMITS = {
  nonce: { limit: 60, windowMs: 60_000 },
  verify: { limit: 20, windowMs: 60_000 },
} as const

type Routes = {
  options: AuthRoutesOptions
  clock: Clock
  origin: string
  verifyDeps: VerifySignInDeps
}

function routesContext(given: AuthRoutesOptions): Routes {
  const clock = given.clock ?? new SystemClock()
  const deadlineMs = given.storeDeadlineMs ?? STORE_DEADLINE_MS
  const options = {
    ...given,
    nonceStore: guardStore('nonces', given.nonceStore, deadlineMs),
    sessionStore: guardStore('sessions', given.sessionStore, deadlineMs),
  }
  const { origin, host } = new URL(options.appOrigin)
  const verifyDeps: VerifySignInDeps = {
    expected: { origin, domain: host },
    chainIds: options.chainIds,
    nonceStore: options.nonceStore,
    signatureVerifier: options.signatureVerifier,
    clock,
    checksumAddress: options.checksumAddress,
    skewMs: options.skewMs,
  }
  return { options, clock, origin, verifyDeps }
}

/** Issues to the client the rate limit counts by: a full store then evicts the nonces of whoever holds the most. */
function issueNonce({ options, clock }: Routes, clientKey: (c: Context) => string): Handler {
  return async (c) => {
    const nonce = generateNonce()
    await options.nonceStore.issue(nonce, clock.now() + (options.nonceTtlMs ?? NONCE_TTL_MS), clientKey(c))
    return jsonAnswer(c, { nonce })
  }
}

/** The session lives for the configured time, never past the message's Expiration Time. */
function sessionExpiry({ options }: Routes, fields: SiweFields, now: number): number {
  const messageExpiry = fields.expirationTime === undefined ? Infinity : (parseDateTime(fields.expirationTime) ?? 0)
  return Math.min(now + (options.sessionTtlMs ?? SESSION_TTL_MS), messageExpiry)
}

/** Creates the session for the client the rate limit counts by: a full store then logs out whoever holds the most. */
function verify(routes: Routes, clientKey: (c: Context) => string): Handler {
  return async (c) => {
    const body = readSignInBody(c.req.header('content-type'), new Uint8Array(await c.req.arrayBuffer()))
    if ('problem' in body) return authErrorResponse(c, 400, 'invalid-body', body.problem)
    const result = await verifySignIn(routes.verifyDeps, body)
    if (!result.ok)
      return authErrorResponse(c, result.code === 'verifier-unavailable' ? 503 : 401, result.code, result.message)
    const now = routes.clock.now()
    const expiresAt = sessionExpiry(routes, result.fields, now)
    const id = await routes.options.sessionStore.create({ ...result.session, expiresAt }, clientKey(c))
    const maxAge = Math.max(1, Math.floor((expiresAt - now) / 1000))
    setCookie(c, SESSION_COOKIE, id, sessionCookieOptions(routes.origin, maxAge))
    return jsonAnswer(c, result.session)
  }
}

function readSession({ options, clock }: Routes): Handler {
  return async (c) => {
    const session = await readLiveSession(c, options.sessionStore, clock)
    if (!session) return authErrorResponse(c, 401, 'unauthenticated', 'No live session')
    return c.json({ address: session.address, chainId: session.chainId })
  }
}

function logout({ options, origin }: Routes): Handler {
  return async (c) => {
    const id = getCookie(c, SESSION_COOKIE)
    if (isSessionId(id)) await options.sessionStore.revoke(id)
    deleteCookie(c, SESSION_COOKIE, sessionCookieOptions(origin))
    return c.body(null, 204)
  }
}

/**
 * The sign-in API (product rules: "Sign-in API") as a Hono app under /api/auth: nonce, verify, session, logout. Errors
 * are JSON `{ error: { code, message } }`; unexpected failures are logged here and answered 500 without details.
 * @example new Hono().route('/', createAuthRoutes(options))
 */
export function createAuthRoutes(options: AuthRoutesOptions): Hono {
  const routes = routesContext(options)
  const clientAddress = options.clientAddress ?? remoteAddress
  const clientKey = (c: Context): string => clientKeyOf(clientAddress(c))
  const limiter = (scope: 'nonce' | 'verify'): RateLimiter => {
    const rule = options.rateLimits?.[scope] ?? DEFAULT_RATE_LIMITS[scope]
    const made = options.rateLimiter ? options.rateLimiter(scope, rule) : new MemoryRateLimiter(rule)
    return guardStore(`${scope} rate limit`, made, options.storeDeadlineMs ?? STORE_DEADLINE_MS)
  }
  const app = new Hono().basePath('/api/auth')
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.get('/nonce', rateLimited(limiter('nonce'), routes.clock, clientKey), issueNonce(routes, clientKey))
  const verifyLimit = rateLimited(limiter('verify'), routes.clock, clientKey)
  app.post('/verify', sameOrigin(routes.origin), verifyLimit, limitBody, verify(routes, clientKey))
  app.get('/session', readSession(routes))
  app.post('/logout', sameOrigin(routes.origin), logout(routes))
  app.notFound((c) => authErrorResponse(c, 404, 'not-found', 'No such sign-in endpoint'))
  app.onError((err, c) => {
    if (err instanceof StoreUnavailableError) {
      console.error(`sign-in API: ${err.details ?? err.shortMessage}`)
      return authErrorResponse(c, 503, 'store-unavailable', err.shortMessage)
    }
    console.error('sign-in API error:', err)
    return authErrorResponse(c, 500, 'internal', 'Internal server error')
  })
  return app
}
