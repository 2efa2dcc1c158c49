import type { Handler, Hono } from 'hono'
import { jsonAnswer } from './jsonAnswer'
import type { Context } from 'hono'
import type { ChecksumAddress } from '../../domain/auth/siweFields'
import { readSupportCursor } from '../../domain/support/supportCursor'
import { validateCreatorProfile } from '../../domain/creators/validateCreatorProfile'
import { type Address, type Hash, isHash, sameAddress } from '../../domain/shared/hex'
import { withDeadline } from '../../domain/shared/deadline'
import type { ChainReader } from '../../ports/chainReader'
import type { Clock } from '../../ports/clock'
import type { CreatorStore } from '../../ports/creatorStore'
import type { SupportLedger } from '../../ports/supportLedger'
import type { StoredCreatorProfile } from '../../ports/creatorStore'
import { readGoalProgress } from './readGoalProgress'
import type { RateLimit, RateLimiter } from '../../ports/rateLimiter'
import type { ServerTelemetry } from '../../ports/serverTelemetry'
import type { SessionStore } from '../../ports/sessionStore'
import { ApiError } from './apiError'
import { createApiGroup } from './createApiGroup'
import { type CreatorRoutes, creatorIn, jsonBody, owner } from './creatorRequest'
import { measureCalls } from './measureCalls'
import { RPC_DEADLINE_MS, RpcUnavailableError } from './readClaimFacts'
import { readLiveSession } from './readLiveSession'
import { postClaim } from './postClaim'
import { type Chain, DEFAULT_NATIVE_CURRENCY, type NativeCurrency } from '../../domain/chains/chain'
import { exportSupports } from './exportSupports'
import { profileAssets } from '../../domain/creators/profileAssets'
import type { SupportToken } from '../../domain/chains/supportTokens'

export type CreatorRateScope = 'creators-read' | 'creators-write'

export type CreatorRoutesOptions = {
  /** APP_ORIGIN: the only origin browsers may write from. */
  appOrigin: string
  /** Configured chains (VITE_CHAINS): the only ones a support claim may be on. */
  chainIds: readonly number[]
  /** The configured chains themselves (names, explorers), for the export; none known when absent. */
  chains?: readonly Chain[] | undefined
  /** Accepted tokens (VITE_SUPPORT_TOKENS): what a token claim may pay in, on its chain; none when absent. */
  supportTokens?: readonly SupportToken[] | undefined
  /** Each chain's native currency, by id (the default currency, ETH, for a chain without one). */
  nativeCurrencies?: Readonly<Record<number, NativeCurrency>> | undefined
  creatorStore: CreatorStore
  /** Where a creator's first save records each chain's head, from which the support indexer counts their supports. */
  supportLedger?: SupportLedger | undefined
  /** The sign-in API's own session store: a session it made is the one these routes read. */
  sessionStore: SessionStore
  chainReader: ChainReader
  /** The checksummed spelling of a lower-case address (viem's or ethers' getAddress). */
  checksumAddress: ChecksumAddress
  clock: Clock
  rateLimits?: Partial<Record<CreatorRateScope, RateLimit | undefined>> | undefined
  /** Where the limits count (one table shared by every instance, this process's memory); one limiter per scope. */
  rateLimiter: (scope: CreatorRateScope, rule: RateLimit) => RateLimiter
  /** How long one store or limiter call may take before the request answers 503 `store-unavailable`. */
  storeDeadlineMs?: number | undefined
  /** How long a claim's chain reads may take before the request answers 503 `rpc-unavailable`. */
  rpcDeadlineMs?: number | undefined
  /** The address a request comes from, for the rate limits; the socket's remote address by default. */
  clientAddress?: ((c: Context) => string) | undefined
  /** Where support-claim outcomes, store and chain calls and failures are reported; failures to stderr when absent. */
  telemetry?: ServerTelemetry | undefined
}

const CHAIN_ID = /^[1-9][0-9]{0,15}$/

const DEFAULT_CREATOR_RATE_LIMITS = {
  'creators-read': { limit: 300, windowMs: 60_000 },
  'creators-write': { limit: 30, windowMs: 60_000 },
} as const

/**
 * A profile as the API answers it: with its address, its goal (null for none) and how far the goal is
 * (`goalProgress`, counted over every support on the server: null without a goal).
 */
async function profileAnswer(routes: CreatorRoutes, creator: Address, profile: StoredCreatorProfile) {
  const goalProgress = await readGoalProgress(routes.store, creator, profile.goal, routes.chainIds, routes.clock.now())
  return { address: creator, ...profile, goal: profile.goal ?? null, goalProgress }
}

function getProfile(routes: CreatorRoutes): Handler {
  return async (c) => {
    const creator = creatorIn(routes, c)
    const profile = await routes.store.getProfile(creator)
    if (!profile) throw new ApiError(404, 'not-found', 'This creator has no profile')
    return jsonAnswer(c, await profileAnswer(routes, creator, profile))
  }
}

/** Suggested amounts may be in the configured chains' native currencies and the accepted tokens, by symbol. */
function putProfile(routes: CreatorRoutes): Handler {
  const assets = profileAssets(
    routes.chainIds.map((id) => routes.nativeCurrencies[id] ?? DEFAULT_NATIVE_CURRENCY),
    routes.supportTokens,
  )
  return async (c) => {
    const creator = await owner(routes, c)
    const result = validateCreatorProfile(await jsonBody(c), assets)
    if (!result.ok) {
      const field = result.problems[0]?.field
      throw new ApiError(400, 'invalid-profile', 'Some profile fields cannot be stored', {
        field,
        problems: result.problems,
      })
    }
    if (routes.ledger && (await routes.store.getProfile(creator)) === null) await watchFromHeads(routes, creator)
    const stored = await routes.store.putProfile(creator, result.profile, routes.clock.now())
    return jsonAnswer(c, await profileAnswer(routes, creator, stored))
  }
}

/**
 * A creator's first save: the block after each configured chain's head now is where their supports start
 * (product rules: "Supports"). Recorded before the profile, so the indexer never sees the profile without it; a chain that does not
 * answer in time is left to the indexer, which starts such a creator at the first block it has not indexed yet.
 */
async function watchFromHeads(routes: CreatorRoutes, creator: Address): Promise<void> {
  const { ledger, chainReader, rpcDeadlineMs } = routes
  if (!ledger) return
  await Promise.all(
    routes.chainIds.map(async (chainId) => {
      const head = await withDeadline(
        () => chainReader.getBlockNumber({ chainId }),
        rpcDeadlineMs,
        () => new RpcUnavailableError(`no head of chain ${chainId} within ${rpcDeadlineMs} ms`),
      ).catch(() => null)
      // The head block was made before the save: the creator's supports start with the next one.
      if (head !== null) await ledger.watchCreator(creator, chainId, head + 1n)
    }),
  )
}

/** Visitors see the shown notes; the signed-in creator also sees the hidden ones, marked. */
function listSupports(routes: CreatorRoutes): Handler {
  return async (c) => {
    const creator = creatorIn(routes, c)
    const cursor = c.req.query('cursor')
    if (cursor !== undefined && readSupportCursor(cursor) === undefined)
      throw new ApiError(400, 'invalid-cursor', 'The cursor is not one a page handed out')
    const session = await readLiveSession(c, routes.sessions, routes.clock)
    const includeHidden = session !== null && sameAddress(session.address, creator)
    return jsonAnswer(c, await routes.store.listSupports(creator, { cursor, includeHidden }))
  }
}

/** product rules: "Creators API": what the signed-in owner received, per chain; nobody else may read it. */
function supportTotals(routes: CreatorRoutes): Handler {
  return async (c) => {
    const creator = await owner(routes, c)
    return jsonAnswer(c, { totals: await routes.store.supportTotals(creator) })
  }
}

/** The note's transaction named by the path; 400 `invalid-path` naming the malformed part. */
function noteKeyIn(c: Context): { chainId: number; txHash: Hash } {
  const chainId = c.req.param('chainId') ?? ''
  const txHash = c.req.param('txHash')
  if (!CHAIN_ID.test(chainId))
    throw new ApiError(400, 'invalid-path', 'The path does not name a chain id', { field: 'chainId' })
  if (!isHash(txHash))
    throw new ApiError(400, 'invalid-path', 'The path does not name a transaction hash', { field: 'txHash' })
  return { chainId: Number(chainId), txHash }
}

/**
 * One note, as a receipt: anyone reads it, hidden or not, but the text of a hidden note only reaches the signed-in
 * creator (a visitor gets it with `note: ""`, still marked hidden), as the wall keeps hidden notes from visitors.
 */
function getSupport(routes: CreatorRoutes): Handler {
  return async (c) => {
    const creator = creatorIn(routes, c)
    const { chainId, txHash } = noteKeyIn(c)
    const note = await routes.store.getSupport(creator, chainId, txHash)
    if (!note) throw new ApiError(404, 'not-found', 'This creator has no note for that transaction')
    if (!note.hidden) return jsonAnswer(c, note)
    const session = await readLiveSession(c, routes.sessions, routes.clock)
    const isOwner = session !== null && sameAddress(session.address, creator)
    return jsonAnswer(c, isOwner ? note : { ...note, note: '' })
  }
}

function setHidden(routes: CreatorRoutes): Handler {
  return async (c) => {
    const creator = await owner(routes, c)
    const body = await jsonBody(c)
    const hidden = Object.hasOwn(body, 'hidden') ? body.hidden : undefined
    if (typeof hidden !== 'boolean')
      throw new ApiError(400, 'invalid-body', '`hidden` must be true or false', { field: 'hidden' })
    const chainId = c.req.param('chainId') ?? ''
    const txHash = c.req.param('txHash')
    const note =
      CHAIN_ID.test(chainId) && isHash(txHash)
        ? await routes.store.setSupportHidden(creator, Number(chainId), txHash, hidden)
        : null
    if (!note) throw new ApiError(404, 'not-found', 'This creator has no note for that transaction')
    return jsonAnswer(c, note)
  }
}

/**
 * The creators API as a Hono app under /api/creators: profiles (anyone reads, the signed-in owner writes) and the
 * supporters' wall (anyone reads the shown notes, a signed-in supporter records a note for a transaction the chain
 * confirms, the owner hides or shows one). Writes keep the guards every API group shares (createApiGroup): same
 * origin, body limit, strict JSON, per-client rate limits, store calls within a deadline; every answer is
 * `Cache-Control: no-store`.
 * @example new Hono().route('/', createCreatorRoutes(options))
 */
export function createCreatorRoutes(options: CreatorRoutesOptions): Hono {
  const group = createApiGroup<CreatorRateScope>({
    basePath: '/api/creators',
    name: 'creators API',
    notFoundMessage: 'No such creators endpoint',
    storeUnavailableMessage: 'The store is unavailable, please retry',
    appOrigin: options.appOrigin,
    clock: options.clock,
    rateLimits: {
      'creators-read': options.rateLimits?.['creators-read'] ?? DEFAULT_CREATOR_RATE_LIMITS['creators-read'],
      'creators-write': options.rateLimits?.['creators-write'] ?? DEFAULT_CREATOR_RATE_LIMITS['creators-write'],
    },
    rateLimiter: options.rateLimiter,
    storeDeadlineMs: options.storeDeadlineMs,
    clientAddress: options.clientAddress,
    answerFor: (err) =>
      err instanceof RpcUnavailableError ? new ApiError(503, 'rpc-unavailable', err.shortMessage) : undefined,
    telemetry: options.telemetry,
  })
  const routes: CreatorRoutes = {
    chainIds: options.chainIds,
    chains: options.chains ?? [],
    supportTokens: options.supportTokens ?? [],
    nativeCurrencies: options.nativeCurrencies ?? {},
    chainReader: measureCalls('chain', options.chainReader, group.telemetry),
    checksumAddress: options.checksumAddress,
    rpcDeadlineMs: options.rpcDeadlineMs ?? RPC_DEADLINE_MS,
    clock: options.clock,
    store: group.guard('creators', options.creatorStore),
    ledger: options.supportLedger && group.guard('supports', options.supportLedger),
    sessions: group.guard('sessions', options.sessionStore),
    telemetry: group.telemetry,
  }
  const { app } = group
  const read = group.limited('creators-read')
  const writeGuards = group.writeGuards('creators-write')
  app.get('/:address', read, getProfile(routes))
  app.put('/:address', ...writeGuards, putProfile(routes))
  app.get('/:address/supports', read, listSupports(routes))
  app.get('/:address/supports/totals', read, supportTotals(routes))
  app.post('/:address/supports', ...writeGuards, postClaim(routes))
  app.get('/:address/supports.csv', read, exportSupports(routes))
  app.get('/:address/supports/:chainId/:txHash', read, getSupport(routes))
  app.patch('/:address/supports/:chainId/:txHash', ...writeGuards, setHidden(routes))
  return app
}
