import type { Context, Handler, Hono } from 'hono'
import type { ChecksumAddress } from '../../domain/auth/siweFields'
import type { Address } from '../../domain/shared/hex'
import { readWebhookUrl } from '../../domain/webhooks/webhookUrl'
import type { Clock } from '../../ports/clock'
import type { RateLimit, RateLimiter } from '../../ports/rateLimiter'
import type { ServerTelemetry } from '../../ports/serverTelemetry'
import type { SessionStore } from '../../ports/sessionStore'
import type { WebhookStore } from '../../ports/webhookStore'
import { newWebhookSecret } from './webhooks/webhookSecret'
import { type Resolve, systemResolve, webhookTarget } from './webhooks/webhookTarget'
import { webhookId } from '../sql/enqueueWebhookEvents'
import { ApiError } from './apiError'
import { createApiGroup } from './createApiGroup'
import { jsonBody, owner } from './creatorRequest'
import { jsonAnswer } from './jsonAnswer'

type WebhookRateScope = 'webhooks'

export type WebhookRoutesOptions = {
  appOrigin: string
  sessionStore: SessionStore
  webhookStore: WebhookStore
  checksumAddress: ChecksumAddress
  clock: Clock
  /** WEBHOOKS_ALLOW_PRIVATE: plain http and private addresses may be saved (local development, tests). */
  allowPrivate: boolean
  /** How an endpoint's name is looked up when it is saved; the system resolver when absent. */
  resolve?: Resolve | undefined
  rateLimit?: RateLimit | undefined
  rateLimiter: (scope: WebhookRateScope, rule: RateLimit) => RateLimiter
  storeDeadlineMs?: number | undefined
  clientAddress?: ((c: Context) => string) | undefined
  telemetry?: ServerTelemetry | undefined
}

/** How long the secret a rotation replaces keeps signing beside the new one. */
const ROTATION_OVERLAP_MS = 24 * 3_600_000
const DEFAULT_WEBHOOK_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 }
const ID = /^(?:ep|msg)_[A-Za-z0-9_-]{1,64}$/

type Routes = {
  checksumAddress: ChecksumAddress
  sessions: SessionStore
  clock: Clock
  store: WebhookStore
  allowPrivate: boolean
  resolve: Resolve
}

const URL_MESSAGES = {
  invalid: 'The URL is not a valid web address',
  'too-long': 'The URL is too long',
  'not-https': 'Webhook URLs must use https://',
  credentials: 'The URL cannot contain a user name or password',
} as const

/** The path's `name` id; 404 when it cannot be one (so nothing is looked up for it). */
function idIn(c: Context, name: 'id' | 'deliveryId'): string {
  const id = c.req.param(name) ?? ''
  if (!ID.test(id)) throw new ApiError(404, 'not-found', 'This creator has no such webhook')
  return id
}

const notFound = () => new ApiError(404, 'not-found', 'This creator has no such webhook')

function list(routes: Routes): Handler {
  return async (c) => jsonAnswer(c, { items: await routes.store.listEndpoints(await owner(routes, c)) })
}

/** A URL is checked when saved (scheme, then every address its name resolves to) and again at every delivery. */
function add(routes: Routes): Handler {
  return async (c) => {
    const creator = await owner(routes, c)
    const body = await jsonBody(c)
    const read = readWebhookUrl(body.url, { allowHttp: routes.allowPrivate })
    if (!read.ok) {
      const status = read.problem === 'not-https' ? 'webhook-url-refused' : 'invalid-webhook-url'
      throw new ApiError(400, status, URL_MESSAGES[read.problem], { field: 'url', reason: read.problem })
    }
    const target = await webhookTarget(new URL(read.url), routes)
    if (!target.ok) {
      const message =
        target.reason === 'unresolvable' ? 'The name does not resolve' : 'The URL reaches a private address'
      throw new ApiError(400, 'webhook-url-refused', message, { field: 'url', reason: target.reason })
    }
    const secret = newWebhookSecret()
    const endpoint = await routes.store.addEndpoint(
      creator,
      { id: webhookId('ep'), url: read.url, secret },
      routes.clock.now(),
    )
    if (endpoint === 'limit') throw new ApiError(409, 'webhook-limit', 'A creator may have at most 5 webhooks')
    return jsonAnswer(c, { ...endpoint, secret }, 201)
  }
}

function setEnabled(routes: Routes): Handler {
  return async (c) => {
    const creator = await owner(routes, c)
    const id = idIn(c, 'id')
    const body = await jsonBody(c)
    const enabled = Object.hasOwn(body, 'enabled') ? body.enabled : undefined
    if (typeof enabled !== 'boolean')
      throw new ApiError(400, 'invalid-body', '`enabled` must be true or false', { field: 'enabled' })
    const endpoint = await routes.store.setEnabled(creator, id, enabled)
    if (!endpoint) throw notFound()
    return jsonAnswer(c, endpoint)
  }
}

function remove(routes: Routes): Handler {
  return async (c) => {
    const creator = await owner(routes, c)
    if (!(await routes.store.deleteEndpoint(creator, idIn(c, 'id')))) throw notFound()
    return c.body(null, 204)
  }
}

/** The new secret is answered once; the old one keeps signing for ROTATION_OVERLAP_MS. */
function rotate(routes: Routes): Handler {
  return async (c) => {
    const creator = await owner(routes, c)
    const secret = newWebhookSecret()
    const until = routes.clock.now() + ROTATION_OVERLAP_MS
    const endpoint = await routes.store.rotateSecret(creator, idIn(c, 'id'), secret, until)
    if (!endpoint) throw notFound()
    return jsonAnswer(c, { ...endpoint, secret })
  }
}

async function enabledEndpoint(routes: Routes, creator: Address, id: string) {
  const endpoint = (await routes.store.listEndpoints(creator)).find((e) => e.id === id)
  if (!endpoint) throw notFound()
  if (!endpoint.enabled) throw new ApiError(409, 'webhook-disabled', 'The webhook is turned off')
  return endpoint
}

function sendTest(routes: Routes): Handler {
  return async (c) => {
    const creator = await owner(routes, c)
    const id = idIn(c, 'id')
    await enabledEndpoint(routes, creator, id)
    const now = routes.clock.now()
    const [deliveryId] = await routes.store.enqueue(creator, { type: 'webhook.test', occurredAt: now }, now, id)
    return jsonAnswer(c, { deliveryId }, 202)
  }
}

function deliveries(routes: Routes): Handler {
  return async (c) => {
    const items = await routes.store.listDeliveries(await owner(routes, c), idIn(c, 'id'))
    if (!items) throw notFound()
    return jsonAnswer(c, { items })
  }
}

function redeliver(routes: Routes): Handler {
  return async (c) => {
    const creator = await owner(routes, c)
    const id = idIn(c, 'id')
    const delivery = await routes.store.redeliver(creator, id, idIn(c, 'deliveryId'), routes.clock.now())
    if (!delivery) throw notFound()
    return jsonAnswer(c, delivery, 202)
  }
}

/**
 * The owner's webhooks under /api/creators/:address/webhooks (Standard Webhooks endpoints: list, add, turn on or off,
 * delete, rotate the secret, send a test, the last deliveries, redeliver one), with the guards every API group shares;
 * only the signed-in creator of the path gets past `owner` (401 without a session, 403 for anyone else).
 * @example app.route('/', createWebhookRoutes(options))
 */
export function createWebhookRoutes(options: WebhookRoutesOptions): Hono {
  const group = createApiGroup<WebhookRateScope>({
    basePath: '/api/creators',
    name: 'webhooks API',
    notFoundMessage: 'No such creators endpoint',
    storeUnavailableMessage: 'The store is unavailable, please retry',
    appOrigin: options.appOrigin,
    clock: options.clock,
    rateLimits: { webhooks: options.rateLimit ?? DEFAULT_WEBHOOK_RATE_LIMIT },
    rateLimiter: options.rateLimiter,
    storeDeadlineMs: options.storeDeadlineMs,
    clientAddress: options.clientAddress,
    telemetry: options.telemetry,
  })
  const routes: Routes = {
    checksumAddress: options.checksumAddress,
    sessions: group.guard('sessions', options.sessionStore),
    clock: options.clock,
    store: group.guard('webhooks', options.webhookStore),
    allowPrivate: options.allowPrivate,
    resolve: options.resolve ?? systemResolve,
  }
  const { app } = group
  const read = group.limited('webhooks')
  const write = group.writeGuards('webhooks')
  const command = [group.sameOrigin, read] as const
  app.get('/:address/webhooks', read, list(routes))
  app.post('/:address/webhooks', ...write, add(routes))
  app.patch('/:address/webhooks/:id', ...write, setEnabled(routes))
  app.delete('/:address/webhooks/:id', ...command, remove(routes))
  app.post('/:address/webhooks/:id/rotate', ...command, rotate(routes))
  app.post('/:address/webhooks/:id/test', ...command, sendTest(routes))
  app.get('/:address/webhooks/:id/deliveries', read, deliveries(routes))
  app.post('/:address/webhooks/:id/deliveries/:deliveryId/redeliver', ...command, redeliver(routes))
  return app
}
