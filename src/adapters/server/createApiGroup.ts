import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { Clock } from '../../ports/clock'
import type { RateLimit, RateLimiter } from '../../ports/rateLimiter'
import type { ServerTelemetry } from '../../ports/serverTelemetry'
import { ApiError, errorAnswer } from './apiError'
import { remoteAddress } from './clientAddress'
import { clientKeyOf } from './clientKeyOf'
import { consoleTelemetry } from './consoleTelemetry'
import { guardStore, STORE_DEADLINE_MS, StoreUnavailableError } from './guardStore'
import { limitBody } from './limitBody'
import { measureCalls } from './measureCalls'
import { rateLimited } from './rateLimited'
import { sameOrigin } from './sameOrigin'

/** What every API group shares: where it is, who it serves, where its limits count, how it reports. */
export type ApiGroupOptions<Scope extends string> = {
  /** Where the group's routes live, e.g. `/api/auth`. */
  basePath: string
  /** How the group is named in error logs, e.g. `sign-in API`. */
  name: string
  /** The message of the group's 404 for a path it does not serve. */
  notFoundMessage: string
  /** The message of the group's 503 `store-unavailable`. */
  storeUnavailableMessage: string
  /** APP_ORIGIN: the only origin browsers may write from. */
  appOrigin: string
  clock: Clock
  /** The rule of each rate-limit scope of the group. */
  rateLimits: Record<Scope, RateLimit>
  /** Where the limits count (a table every instance shares, this process's memory); one limiter per scope. */
  rateLimiter: (scope: Scope, rule: RateLimit) => RateLimiter
  /** How long one store or limiter call may take before the request answers 503 `store-unavailable`. */
  storeDeadlineMs?: number | undefined
  /**
   * The address a request comes from, for the rate limits and the stores' fair shares (counted by `clientKeyOf`: an
   * IPv6 address by its /64); the socket's remote address by default.
   */
  clientAddress?: ((c: Context) => string) | undefined
  /** The group's own failures that have an answer (a chain read that failed: 503 `rpc-unavailable`). */
  answerFor?: ((err: Error) => ApiError | undefined) | undefined
  telemetry?: ServerTelemetry | undefined
}

/** An API group's Hono app with its shared guards, for its routes to use. */
export type ApiGroup<Scope extends string> = {
  /** Routes go here; every answer is `Cache-Control: no-store` unless its route says otherwise, every thrown ApiError its JSON answer. */
  app: Hono
  /** The rate-limit key of the request's client. */
  clientKey(c: Context): string
  /** Counts the request against the scope's limit: 429 with Retry-After once used up. */
  limited(scope: Scope): MiddlewareHandler
  /** The guards of a request that changes state: same origin (Fetch Metadata), the scope's limit, the body limit. */
  writeGuards(scope: Scope): readonly [MiddlewareHandler, MiddlewareHandler, MiddlewareHandler]
  /** The same origin guard alone (a write without a body: logout). */
  sameOrigin: MiddlewareHandler
  /** A store whose calls settle within the deadline (else 503 `store-unavailable`) and are measured. */
  guard<T extends object>(name: string, store: T): T
  clock: Clock
  telemetry: ServerTelemetry
}

/**
 * One API group (the sign-in API, the creators API): a Hono app under `basePath` whose routes share the guards of
 * product rules "Sign-in API" (same origin and Fetch Metadata on writes, a body limit, per-client rate limits, store
 * calls within a deadline), one error answer (an ApiError thrown anywhere, rendered by one `onError`; 503 for a store
 * that failed, 500 without details for anything else) and `Cache-Control: no-store` on every answer.
 * @example const group = createApiGroup({ basePath: '/api/auth', ... }); group.app.get('/nonce', group.limited('nonce'), handler)
 */
export function createApiGroup<Scope extends string>(options: ApiGroupOptions<Scope>): ApiGroup<Scope> {
  const telemetry = options.telemetry ?? consoleTelemetry
  const deadlineMs = options.storeDeadlineMs ?? STORE_DEADLINE_MS
  const clientAddress = options.clientAddress ?? remoteAddress
  // Worked out once per request: the rate limit, the stores' fair shares and the log line all ask for it.
  const keys = new WeakMap<Context, string>()
  const clientKey = (c: Context): string => {
    let key = keys.get(c)
    if (key === undefined) {
      key = clientKeyOf(clientAddress(c))
      keys.set(c, key)
    }
    return key
  }
  const guard = <T extends object>(name: string, store: T): T =>
    measureCalls(name, guardStore(name, store, deadlineMs), telemetry)
  // One limiter per scope, however many routes count against it.
  const limiters = new Map<Scope, MiddlewareHandler>()
  const limited = (scope: Scope): MiddlewareHandler => {
    let middleware = limiters.get(scope)
    if (!middleware) {
      const limiter = guard(`${scope} rate limit`, options.rateLimiter(scope, options.rateLimits[scope]))
      middleware = rateLimited(limiter, options.clock, clientKey)
      limiters.set(scope, middleware)
    }
    return middleware
  }
  const origin = sameOrigin(new URL(options.appOrigin).origin)
  const app = new Hono().basePath(options.basePath)
  app.use('*', async (c, next) => {
    await next()
    // A public picture (a creator's card or badge) says how long it may be kept; everything else is never kept.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  app.notFound((c) => errorAnswer(c, new ApiError(404, 'not-found', options.notFoundMessage)))
  app.onError((err, c) => {
    if (err instanceof ApiError) return errorAnswer(c, err)
    const known =
      err instanceof StoreUnavailableError
        ? new ApiError(503, 'store-unavailable', options.storeUnavailableMessage)
        : options.answerFor?.(err)
    telemetry.failed(options.name, err)
    return errorAnswer(c, known ?? new ApiError(500, 'internal', 'Internal server error'))
  })
  return {
    app,
    clientKey,
    limited,
    writeGuards: (scope) => [origin, limited(scope), limitBody] as const,
    sameOrigin: origin,
    guard,
    clock: options.clock,
    telemetry,
  }
}
