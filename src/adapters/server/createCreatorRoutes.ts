import { Hono, type Context, type Handler } from 'hono'
import type { ChecksumAddress } from '../../domain/auth/siweFields'
import { readSupportCursor } from '../../domain/creators/supportCursor'
import { validateCreatorProfile } from '../../domain/creators/validateCreatorProfile'
import { isHash, sameAddress } from '../../domain/shared/hex'
import type { ChainReader } from '../../ports/chainReader'
import type { Clock } from '../../ports/clock'
import type { CreatorStore } from '../../ports/creatorStore'
import type { RateLimit, RateLimiter } from '../../ports/rateLimiter'
import type { SessionStore } from '../../ports/sessionStore'
import { SystemClock } from '../clock/systemClock'
import { apiErrorResponse } from './apiErrorResponse'
import { remoteAddress } from './clientAddress'
import { clientKeyOf } from './clientKeyOf'
import { limitBody } from './limitBody'
import { rateLimited } from './rateLimited'
import { sameOrigin } from './sameOrigin'
import { guardStore, STORE_DEADLINE_MS, StoreUnavailableError } from './guardStore'
import { MemoryRateLimiter } from './memoryRateLimiter'
import { type CreatorRoutes, creatorOf, invalidAddress, jsonBody, owner } from './creatorRequest'
import { RPC_DEADLINE_MS, RpcUnavailableError } from './readClaimFacts'
import { recordSupport } from './recordSupport'
import { readLiveSession } from './readLiveSession'

export type CreatorRateScope = 'creators-read' | 'creators-write'

export type CreatorRoutesOptions = {
  /** APP_ORIGIN: the only origin browsers may write from. */
  appOrigin: string
  /** Configured chains (VITE_CHAINS): the only ones a support claim may be on. */
  chainIds: readonly number[]
  creatorStore: CreatorStore
  /** The sign-in API's own session store: a session it made is the one these routes read. */
  sessionStore: SessionStore
  chainReader: ChainReader
  /** The checksummed spelling of a lower-case address (viem's or ethers' getAddress). */
  checksumAddress: ChecksumAddress
  clock?: Clock | undefined
  rateLimits?: Partial<Record<CreatorRateScope, RateLimit | undefined>> | undefined
  /** Where the limits count; a MemoryRateLimiter per scope when absent. */
  rateLimiter?: ((scope: CreatorRateScope, rule: RateLimit) => RateLimiter) | undefined
  /** How long one store or limiter call may take before the request answers 503 `store-unavailable`. */
  storeDeadlineMs?: number | undefined
  /** How long a claim's chain reads may take before the request answers 503 `rpc-unavailable`. */
  rpcDeadlineMs?: number | undefined
  /** The address a request comes from, for the rate limits; the socket's remote address by default. */
  clientAddress?: ((c: Context) => string) | undefined
}

export const DEFAULT_CREATOR_RATE_LIMITS = {
  'creators-read': { limit: 300, windowMs: 60_000 },
  'creators-write': { limit: 30, windowMs: 60_000 },
} as const

function getProfile(routes: CreatorRoutes): Handler {
  return async (c) => {
    const creator = creatorOf(routes, c)
    if (!creator) return invalidAddress(c)
    const profile = await routes.store.getProfile(creator)
    if (!profile) return apiErrorResponse(c, 404, 'not-found', 'This creator has no profile')
    return c.json({ address: creator, ...profile })
  }
}

function putProfile(routes: CreatorRoutes): Handler {
  return async (c) => {
    const allowed = await owner(routes, c)
    if ('refused' in allowed) return allowed.refused
    const body = await jsonBody(c)
    if ('refused' in body) return body.refused
    const result = validateCreatorProfile(body.value)
    if (!result.ok) {
      const first = result.problems[0] ?? { field: '', message: 'Invalid profile' }
      const extra = { field: first.field, problems: result.problems }
      return apiErrorResponse(c, 400, 'invalid-profile', first.message, extra)
    }
    const stored = await routes.store.putProfile(allowed.creator, result.profile, routes.clock.now())
    return c.json({ address: allowed.creator, ...stored })
  }
}

/** Visitors see the shown notes; the signed-in creator also sees the hidden ones, marked. */
function listSupports(routes: CreatorRoutes): Handler {
  return async (c) => {
    const creator = creatorOf(routes, c)
    if (!creator) return invalidAddress(c)
    const cursor = c.req.query('cursor')
    if (cursor !== undefined && readSupportCursor(cursor) === undefined)
      return apiErrorResponse(c, 400, 'invalid-cursor', 'The cursor is not one a page handed out')
    const session = await readLiveSession(c, routes.sessions, routes.clock)
    const includeHidden = session !== null && sameAddress(session.address, creator)
    return c.json(await routes.store.listSupports(creator, { cursor, includeHidden }))
  }
}

/** product rules: "Creators API": what the signed-in owner received, per chain; nobody else may read it. */
function supportTotals(routes: CreatorRoutes): Handler {
  return async (c) => {
    const allowed = await owner(routes, c)
    if ('refused' in allowed) return allowed.refused
    return c.json({ totals: await routes.store.supportTotals(allowed.creator) })
  }
}

function setHidden(routes: CreatorRoutes): Handler {
  return async (c) => {
    const allowed = await owner(routes, c)
    if ('refused' in allowed) return allowed.refused
    const body = await jsonBody(c)
    if ('refused' in body) return body.refused
    const hidden = Object.hasOwn(body.value, 'hidden') ? body.value.hidden : undefined
    if (typeof hidden !== 'boolean')
      return apiErrorResponse(c, 400, 'invalid-body', '`hidden` must be true or false', { field: 'hidden' })
    const chainId = c.req.param('chainId') ?? ''
    const txHash = c.req.param('txHash')
    const note =
      /^[1-9][0-9]{0,15}$/.test(chainId) && isHash(txHash)
        ? await routes.store.setSupportHidden(allowed.creator, Number(chainId), txHash, hidden)
        : null
    if (!note) return apiErrorResponse(c, 404, 'not-found', 'This creator has no note for that transaction')
    return c.json(note)
  }
}

function onError(err: Error, c: Context): Response {
  if (err instanceof StoreUnavailableError) {
    console.error(`creators API: ${err.details ?? err.shortMessage}`)
    return apiErrorResponse(c, 503, 'store-unavailable', 'The store is unavailable, please retry')
  }
  if (err instanceof RpcUnavailableError) {
    console.error(`creators API: chain read failed: ${err.details ?? err.shortMessage}`)
    return apiErrorResponse(c, 503, 'rpc-unavailable', err.shortMessage)
  }
  console.error('creators API error:', err)
  return apiErrorResponse(c, 500, 'internal', 'Internal server error')
}

/**
 * The creators API as a Hono app under /api/creators: profiles (anyone reads, the signed-in owner writes) and the
 * supporters' wall (anyone reads the shown notes, a signed-in supporter records a note for a transaction the chain
 * confirms, the owner hides or shows one). Writes keep the sign-in API's guards: same origin, body limit, strict
 * JSON, per-client rate limits, store calls within a deadline. Every answer is `Cache-Control: no-store`.
 * @example new Hono().route('/', createCreatorRoutes(options))
 */
export function createCreatorRoutes(options: CreatorRoutesOptions): Hono {
  const deadlineMs = options.storeDeadlineMs ?? STORE_DEADLINE_MS
  const clock = options.clock ?? new SystemClock()
  const routes: CreatorRoutes = {
    chainIds: options.chainIds,
    chainReader: options.chainReader,
    checksumAddress: options.checksumAddress,
    rpcDeadlineMs: options.rpcDeadlineMs ?? RPC_DEADLINE_MS,
    clock,
    store: guardStore('creators', options.creatorStore, deadlineMs),
    sessions: guardStore('sessions', options.sessionStore, deadlineMs),
  }
  const clientAddress = options.clientAddress ?? remoteAddress
  const clientKey = (c: Context): string => clientKeyOf(clientAddress(c))
  const limit = (scope: CreatorRateScope) => {
    const rule = options.rateLimits?.[scope] ?? DEFAULT_CREATOR_RATE_LIMITS[scope]
    const made = options.rateLimiter ? options.rateLimiter(scope, rule) : new MemoryRateLimiter(rule)
    return rateLimited(guardStore(`${scope} rate limit`, made, deadlineMs), clock, clientKey)
  }
  const [read, write] = [limit('creators-read'), limit('creators-write')]
  const writeGuards = [sameOrigin(new URL(options.appOrigin).origin), write, limitBody] as const
  const app = new Hono().basePath('/api/creators')
  app.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.get('/:address', read, getProfile(routes))
  app.put('/:address', ...writeGuards, putProfile(routes))
  app.get('/:address/supports', read, listSupports(routes))
  app.get('/:address/supports/totals', read, supportTotals(routes))
  app.post('/:address/supports', ...writeGuards, recordSupport(routes))
  app.patch('/:address/supports/:chainId/:txHash', ...writeGuards, setHidden(routes))
  app.notFound((c) => apiErrorResponse(c, 404, 'not-found', 'No such creators endpoint'))
  app.onError(onError)
  return app
}
