import type { Context, Handler, Hono } from 'hono'
import type { ChecksumAddress } from '../../domain/auth/siweFields'
import type { SupportToken } from '../../domain/chains/supportTokens'
import { type Address, type Hash, type Hex, isHash, isHexData, sameAddress } from '../../domain/shared/hex'
import { type MonthlyOffer, readMonthlyOffer } from '../../domain/support/monthly/monthlyOffer'
import { creatorOf, spendPermissionTypedData } from '../../domain/support/monthly/spendPermission'
import { readSpendPermission, spendPermissionJson } from '../../domain/support/monthly/spendPermissionJson'
import { verifySpendPermission } from '../../domain/support/monthly/verifySpendPermission'
import type { Clock } from '../../ports/clock'
import type { Charge, MonthlySupportStore, StoredSubscription } from '../../ports/monthlySupportStore'
import type { RateLimit, RateLimiter } from '../../ports/rateLimiter'
import type { ServerTelemetry } from '../../ports/serverTelemetry'
import type { SessionStore } from '../../ports/sessionStore'
import type { SpendPermissionVerifier } from '../../ports/spendPermissionVerifier'
import type { SpendPermissionTypedData } from '../../domain/support/monthly/spendPermission'
import { ApiError } from './apiError'
import { createApiGroup } from './createApiGroup'
import { creatorIn, jsonBody, owner, signedIn } from './creatorRequest'
import { jsonAnswer } from './jsonAnswer'

type MonthlyRateScope = 'monthly'

export type MonthlyRoutesOptions = {
  appOrigin: string
  sessionStore: SessionStore
  monthlyStore: MonthlySupportStore
  checksumAddress: ChecksumAddress
  clock: Clock
  /** The tokens a support may pay in; an offer may use those on a chain in `monthlyChains`. */
  supportTokens: readonly SupportToken[]
  /** By chain id: the manager (the EIP-712 domain) and our collector (the only spender admitted). */
  monthlyChains: Readonly<Record<number, { manager: Address; collector: Address }>>
  spendPermissionVerifier: SpendPermissionVerifier
  /** The permission's EIP-712 hash (the manager's key for it): the subscription's id. */
  permissionHash: (typedData: SpendPermissionTypedData) => Hash
  rateLimit?: RateLimit | undefined
  rateLimiter: (scope: MonthlyRateScope, rule: RateLimit) => RateLimiter
  storeDeadlineMs?: number | undefined
  clientAddress?: ((c: Context) => string) | undefined
  telemetry?: ServerTelemetry | undefined
}

const DEFAULT_MONTHLY_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 60_000 }
/** How far ahead of the server's clock a wallet may date `start`. */
const START_CLOCK_SKEW_SECONDS = 300

type Routes = Omit<MonthlyRoutesOptions, 'sessionStore' | 'monthlyStore'> & {
  sessions: SessionStore
  store: MonthlySupportStore
}

const offerJson = (offer: MonthlyOffer) => ({
  ...offer,
  tiers: offer.tiers.map((tier) => ({ ...tier, amount: tier.amount.toString() })),
})

const chargeJson = ({ rawTx: _, ...charge }: Charge) => charge

function subscriptionJson(s: StoredSubscription) {
  const { signature: _, permission, ...rest } = s
  return { ...rest, permission: spendPermissionJson(permission) }
}

const noSubscription = () => new ApiError(404, 'not-found', 'No such monthly subscription')

function readOffer(routes: Routes): Handler {
  return async (c) => {
    const offer = await routes.store.readOffer(creatorIn(routes, c))
    return jsonAnswer(c, { offer: offer ? offerJson(offer) : null })
  }
}

function saveOffer(routes: Routes): Handler {
  return async (c) => {
    const creator = await owner(routes, c)
    const tokens = routes.supportTokens.filter((token) => routes.monthlyChains[token.chainId] !== undefined)
    const read = readMonthlyOffer(await jsonBody(c), tokens)
    if (!read.ok) {
      const [first] = read.problems
      throw new ApiError(400, 'invalid-monthly-offer', 'The monthly offer is not valid', {
        field: first?.field,
        reason: first?.code,
      })
    }
    await routes.store.saveOffer(creator, read.offer, routes.clock.now())
    return jsonAnswer(c, { offer: offerJson(read.offer) })
  }
}

function creatorSubscriptions(routes: Routes): Handler {
  return async (c) => {
    const creator = await owner(routes, c)
    const items = await routes.store.listSubscriptions({ creator })
    return jsonAnswer(c, { items: items.map(subscriptionJson) })
  }
}

/** The signed permission, checked against the creator's offer and the signed-in supporter, then its signature. */
function subscribe(routes: Routes): Handler {
  return async (c) => {
    const session = await signedIn(routes, c)
    const body = await jsonBody(c)
    const permission = readSpendPermission(body.permission)
    const signature = body.signature
    if (!permission || !isHexData(signature) || signature === '0x')
      throw new ApiError(400, 'invalid-body', 'A monthly subscription needs `permission` and `signature`')
    const chainId = body.chainId
    const chain = typeof chainId === 'number' ? routes.monthlyChains[chainId] : undefined
    if (!chain || typeof chainId !== 'number')
      throw new ApiError(400, 'monthly-not-offered', 'Monthly support does not work on this chain')
    const named = creatorOf(permission)
    const creator = named ? (routes.checksumAddress(named) as Address) : null
    const offer = creator ? await routes.store.readOffer(creator) : null
    if (!creator || !offer) throw new ApiError(400, 'monthly-not-offered', 'This creator offers no monthly support')
    const admission = await verifySpendPermission({
      permission,
      signature: signature as Hex,
      context: {
        supporter: session.address as Address,
        creator,
        offer,
        chainId,
        collector: chain.collector,
        now: Math.floor(routes.clock.now() / 1000),
        clockSkew: START_CLOCK_SKEW_SECONDS,
      },
      manager: chain.manager,
      verifier: routes.spendPermissionVerifier,
    })
    if (!admission.ok)
      throw new ApiError(400, 'permission-refused', 'The spend permission is not what the creator offers', {
        reason: admission.code,
      })
    const id = routes.permissionHash(spendPermissionTypedData(permission, chainId, chain.manager))
    const supporter = session.address as Address
    const added = await routes.store.addSubscription(
      { id, chainId, creator, supporter, permission, signature: signature as Hex },
      routes.clock.now(),
    )
    const stored = (await routes.store.getSubscription(id)) as StoredSubscription
    return jsonAnswer(c, subscriptionJson(stored), added === 'added' ? 201 : 200)
  }
}

function mySubscriptions(routes: Routes): Handler {
  return async (c) => {
    const session = await signedIn(routes, c)
    const items = await routes.store.listSubscriptions({ supporter: session.address as Address })
    return jsonAnswer(c, { items: items.map(subscriptionJson) })
  }
}

/** The subscription of the path, when the signed-in account is its supporter (or, `creatorToo`, its creator). */
async function ownSubscription(routes: Routes, c: Context, creatorToo: boolean): Promise<StoredSubscription> {
  const session = await signedIn(routes, c)
  const id = c.req.param('id')
  const found = isHash(id) ? await routes.store.getSubscription(id) : null
  // Someone else's subscription answers as one that does not exist: its existence is the supporter's business.
  const allowed =
    found &&
    (sameAddress(found.supporter, session.address) || (creatorToo && sameAddress(found.creator, session.address)))
  if (!allowed) throw noSubscription()
  return found
}

function readSubscription(routes: Routes): Handler {
  return async (c) => {
    const subscription = await ownSubscription(routes, c, true)
    const charges = await routes.store.listCharges(subscription.id)
    return jsonAnswer(c, { ...subscriptionJson(subscription), charges: charges.map(chargeJson) })
  }
}

/** Stops the charges at once; the supporter's wallet revokes the permission on the chain beside it. */
function cancel(routes: Routes): Handler {
  return async (c) => {
    const subscription = await ownSubscription(routes, c, false)
    await routes.store.setState(subscription.id, { status: 'cancelled', reason: 'revoked' }, routes.clock.now())
    const stored = (await routes.store.getSubscription(subscription.id)) as StoredSubscription
    return jsonAnswer(c, subscriptionJson(stored))
  }
}

/**
 * Monthly support's API: a creator's offer (anyone reads it, its creator saves it) and their subscriptions under
 * /api/creators/:address/monthly; a supporter's subscriptions under /api/monthly/subscriptions (subscribe with a
 * signed spend permission, list, read one with its charges, cancel). Writes carry the guards of every API group.
 * @example app.route('/', createMonthlyRoutes(options))
 */
export function createMonthlyRoutes(options: MonthlyRoutesOptions): Hono {
  const group = createApiGroup<MonthlyRateScope>({
    basePath: '/api',
    name: 'monthly API',
    notFoundMessage: 'No such endpoint',
    storeUnavailableMessage: 'The store is unavailable, please retry',
    appOrigin: options.appOrigin,
    clock: options.clock,
    rateLimits: { monthly: options.rateLimit ?? DEFAULT_MONTHLY_RATE_LIMIT },
    rateLimiter: options.rateLimiter,
    storeDeadlineMs: options.storeDeadlineMs,
    clientAddress: options.clientAddress,
    telemetry: options.telemetry,
  })
  const { sessionStore, monthlyStore, ...rest } = options
  const routes: Routes = {
    ...rest,
    sessions: group.guard('sessions', sessionStore),
    store: group.guard('monthly', monthlyStore),
  }
  const { app } = group
  const read = group.limited('monthly')
  const write = group.writeGuards('monthly')
  app.get('/creators/:address/monthly', read, readOffer(routes))
  app.put('/creators/:address/monthly', ...write, saveOffer(routes))
  app.get('/creators/:address/monthly/subscriptions', read, creatorSubscriptions(routes))
  app.post('/monthly/subscriptions', ...write, subscribe(routes))
  app.get('/monthly/subscriptions', read, mySubscriptions(routes))
  app.get('/monthly/subscriptions/:id', read, readSubscription(routes))
  app.post('/monthly/subscriptions/:id/cancel', group.sameOrigin, read, cancel(routes))
  return app
}
