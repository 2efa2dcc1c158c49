import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { ServerTelemetry } from '../../ports/serverTelemetry'
import { clientKeyOf } from './clientKeyOf'

const RECENT_CLIENTS = 4_096
/** The log line's client when the request's address could not be read (a bug, reported as a failure). */
export const UNREADABLE = 'unreadable'

/** A request id a client or proxy may hand in: short, printable, nothing a log line would need to escape. */
const REQUEST_ID = /^[A-Za-z0-9._:@+=-]{1,128}$/

export type ObserveRequestsOptions = {
  telemetry: ServerTelemetry
  /** The address a request comes from (behind trusted proxies, their X-Forwarded-For entry). */
  clientAddress: (c: Context) => string
  /** The key of the client hash; a random one per process when absent (hashes then match within one process). */
  clientHashKey?: Buffer | undefined
}

/**
 * Reports every answered request to the telemetry (one log line, the request metrics) and returns its id in
 * `X-Request-Id`: the one the request carried when it is a valid id (a proxy's), a fresh UUID otherwise. The route is
 * the pattern that answered (`/api/creators/:address`, `*` for files), so a metric's labels stay few; the client is a
 * keyed hash of its rate-limit key (an address is personal data, and a bare hash of an IPv4 address is reversible).
 * @example app.use('*', observeRequests({ telemetry, clientAddress: remoteAddress }))
 */
export function observeRequests({
  telemetry,
  clientAddress,
  clientHashKey,
}: ObserveRequestsOptions): MiddlewareHandler {
  const key = clientHashKey ?? randomBytes(32)
  // The hashes of the clients seen lately, so a busy client costs one HMAC, not one per request.
  const hashes = new Map<string, string>()
  const hashed = (c: Context) => {
    let client: string
    try {
      client = clientKeyOf(clientAddress(c))
    } catch (err) {
      // The log line still goes out, marked, and the failure is reported: never a hash every unknown client shares.
      telemetry.failed('request log', err)
      return UNREADABLE
    }
    let hash = hashes.get(client)
    if (hash === undefined) {
      hash = createHmac('sha256', key).update(client).digest('hex').slice(0, 16)
      if (hashes.size >= RECENT_CLIENTS) hashes.clear()
      hashes.set(client, hash)
    }
    return hash
  }
  return async (c, next) => {
    const started = performance.now()
    const given = c.req.header('x-request-id')
    const requestId = given !== undefined && REQUEST_ID.test(given) ? given : randomUUID()
    await next()
    c.header('X-Request-Id', requestId)
    telemetry.request({
      requestId,
      method: c.req.method,
      route: routePath(c),
      status: c.res.status,
      seconds: (performance.now() - started) / 1000,
      client: hashed(c),
    })
  }
}
