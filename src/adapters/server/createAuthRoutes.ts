import type { Context, Handler, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { parseDateTime } from '../../domain/auth/rfc3339'
import type { ChecksumAddress, SiweFields } from '../../domain/auth/siweFields'
import { verifySignIn, type VerifySignInDeps } from '../../domain/auth/verifySignIn'
import type { Clock } from '../../ports/clock'
import type { NonceStore } from '../../ports/nonceStore'
import type { RateLimit, RateLimiter } from '../../ports/rateLimiter'
import type { ServerTelemetry } from '../../ports/serverTelemetry'
import type { SessionStore } from '../../ports/sessionStore'
import type { SignatureVerifier } from '../../ports/signatureVerifier'
import { ApiError } from './apiError'
import { createApiGroup } from './createApiGroup'
import { generateNonce } from './generateNonce'
import { jsonAnswer } from './jsonAnswer'
import { readLiveSession } from './readLiveSession'
import { readSignInBody } from './readSignInBody'
import { isSessionId, SESSION_COOKIE, sessionCookieOptions } from './sessionCookie'

type AuthRateScope = 'nonce' | 'verify'

export type AuthRoutesOptions = {
  /** APP_ORIGIN, e.g. `http://localhost:8080`: the only origin messages and browsers may come from. */
  appOrigin: string
  /** Configured chains (VITE_CHAINS). */
  chainIds: readonly number[]
  nonceStore: NonceStore
  sessionStore: SessionStore
  /** Where the limits count (one table shared by every instance, this process's memory); one limiter per scope. */
  rateLimiter: (scope: AuthRateScope, rule: RateLimit) => RateLimiter
  signatureVerifier: SignatureVerifier
  checksumAddress: ChecksumAddress
  clock: Clock
  nonceTtlMs?: number | undefined
  sessionTtlMs?: number | undefined
  skewMs?: number | undefined
  rateLimits?: { nonce?: RateLimit | undefined; verify?: RateLimit | undefined } | undefined
  /** How long one store or limiter call may take before the request answers 503 `store-unavailable`. */
  storeDeadlineMs?: number | undefined
  /**
   * The address a request comes from, for the rate limits and the stores' fair shares (counted by `clientKeyOf`: an
   * IPv6 address by its /64); the socket's remote address by default.
   */
  clientAddress?: ((c: Context) => string) | undefined
  /** Where sign-in outcomes, store calls and failures are reported; failures to stderr when absent. */
  telemetry?: ServerTelemetry | undefined
}

const NONCE_TTL_MS = 10 * 60_000
const SESSION_TTL_MS = 24 * 60 * 60_000
const DEFAULT_RATE_LIMITS = {
  nonce: { limit: 60, windowMs: 60_000 },
  verify: { limit: 20, windowMs: 60_000 },
} as const

type Routes = {
  options: AuthRoutesOptions
  nonces: NonceStore
  sessions: SessionStore
  telemetry: ServerTelemetry
  origin: string
  verifyDeps: VerifySignInDeps
  clientKey: (c: Context) => string
}

/** Issues to the client the rate limit counts by: a full store then evicts the nonces of whoever holds the most. */
function issueNonce({ options, nonces, clientKey }: Routes): Handler {
  return async (c) => {
    const nonce = generateNonce()
    await nonces.issue(nonce, options.clock.now() + (options.nonceTtlMs ?? NONCE_TTL_MS), clientKey(c))
    return jsonAnswer(c, { nonce })
  }
}

/** The session lives for the configured time, never past the message's Expiration Time. */
function sessionExpiry({ options }: Routes, fields: SiweFields, now: number): number {
  const messageExpiry = fields.expirationTime === undefined ? Infinity : (parseDateTime(fields.expirationTime) ?? 0)
  return Math.min(now + (options.sessionTtlMs ?? SESSION_TTL_MS), messageExpiry)
}

/** A refused sign-in: counted by its code, then answered. */
function refuse(routes: Routes, error: ApiError): never {
  routes.telemetry.signIn({ outcome: 'refused', code: error.code })
  throw error
}

/** Creates the session for the client the rate limit counts by: a full store then logs out whoever holds the most. */
function verify(routes: Routes): Handler {
  return async (c) => {
    const body = readSignInBody(c.req.header('content-type'), new Uint8Array(await c.req.arrayBuffer()))
    if ('problem' in body) refuse(routes, new ApiError(400, 'invalid-body', body.problem))
    const result = await verifySignIn(routes.verifyDeps, body)
    if (!result.ok)
      refuse(routes, new ApiError(result.code === 'verifier-unavailable' ? 503 : 401, result.code, result.message))
    const now = routes.options.clock.now()
    const expiresAt = sessionExpiry(routes, result.fields, now)
    const id = await routes.sessions.create({ ...result.session, expiresAt }, routes.clientKey(c))
    const maxAge = Math.max(1, Math.floor((expiresAt - now) / 1000))
    setCookie(c, SESSION_COOKIE, id, sessionCookieOptions(routes.origin, maxAge))
    routes.telemetry.signIn({ outcome: 'ok' })
    return jsonAnswer(c, result.session)
  }
}

function readSession({ options, sessions }: Routes): Handler {
  return async (c) => {
    const session = await readLiveSession(c, sessions, options.clock)
    if (!session) throw new ApiError(401, 'unauthenticated', 'No live session')
    return jsonAnswer(c, { address: session.address, chainId: session.chainId })
  }
}

function logout({ sessions, origin }: Routes): Handler {
  return async (c) => {
    const id = getCookie(c, SESSION_COOKIE)
    if (isSessionId(id)) await sessions.revoke(id)
    deleteCookie(c, SESSION_COOKIE, sessionCookieOptions(origin))
    return c.body(null, 204)
  }
}

/**
 * The sign-in API (product rules: "Sign-in API") as a Hono app under /api/auth: nonce, verify, session, logout, with
 * the guards every API group shares (createApiGroup). Errors are JSON `{ error: { code, message } }`; unexpected
 * failures are reported to the telemetry and answered 500 without details.
 * @example new Hono().route('/', createAuthRoutes(options))
 */
export function createAuthRoutes(options: AuthRoutesOptions): Hono {
  const group = createApiGroup<AuthRateScope>({
    basePath: '/api/auth',
    name: 'sign-in API',
    notFoundMessage: 'No such sign-in endpoint',
    storeUnavailableMessage: 'The sign-in store is unavailable, please retry',
    appOrigin: options.appOrigin,
    clock: options.clock,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...withoutUndefined(options.rateLimits ?? {}) },
    rateLimiter: options.rateLimiter,
    storeDeadlineMs: options.storeDeadlineMs,
    clientAddress: options.clientAddress,
    telemetry: options.telemetry,
  })
  const nonces = group.guard('nonces', options.nonceStore)
  const { origin, host } = new URL(options.appOrigin)
  const routes: Routes = {
    options,
    nonces,
    sessions: group.guard('sessions', options.sessionStore),
    telemetry: group.telemetry,
    origin,
    clientKey: group.clientKey,
    verifyDeps: {
      expected: { origin, domain: host },
      chainIds: options.chainIds,
      nonceStore: nonces,
      signatureVerifier: options.signatureVerifier,
      clock: options.clock,
      checksumAddress: options.checksumAddress,
      skewMs: options.skewMs,
    },
  }
  const { app } = group
  app.get('/nonce', group.limited('nonce'), issueNonce(routes))
  app.post('/verify', ...group.writeGuards('verify'), verify(routes))
  app.get('/session', readSession(routes))
  app.post('/logout', group.sameOrigin, logout(routes))
  return app
}

function withoutUndefined<T extends object>(given: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as never
}
