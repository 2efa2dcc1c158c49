import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { BaseError } from '../../domain/errors/baseError'

// Who the client is: the address a rate limit counts by.

/**
 * The request carries no socket to read the client's address from: the fetch handler was called without the
 * environment @hono/node-server passes (a wrapper that dropped it), or by something other than a server. Counting such
 * requests under one shared key would give every visitor one limit, so it is a bug to report, never a key.
 */
export class ClientAddressUnreadableError extends BaseError {
  override name = 'ClientAddressUnreadableError'
  constructor(cause?: unknown) {
    super('The client address of a request cannot be read', {
      code: 'client-address-unreadable',
      details: 'the fetch handler was called without the connection @hono/node-server passes',
      cause,
    })
  }
}

const seen = new WeakMap<Context, string>()

/**
 * The socket's remote address (the rate-limit key). Throws ClientAddressUnreadableError when the request was not
 * handed the connection by @hono/node-server. Read once per request: the rate limit, the stores' fair shares and the
 * log line all ask, and reading it showed in profiles.
 */
export function remoteAddress(c: Context): string {
  let address = seen.get(c)
  if (address === undefined) {
    let read: string | undefined
    try {
      read = getConnInfo(c).remote.address
    } catch (err) {
      throw new ClientAddressUnreadableError(err)
    }
    if (!read) throw new ClientAddressUnreadableError()
    address = read
    seen.set(c, address)
  }
  return address
}

/**
 * The client's address behind `hops` trusted reverse proxies (a load balancer, a CDN): the `hops`-th X-Forwarded-For
 * entry from the right, the one the outermost trusted proxy wrote. Entries further left are whatever the client sent,
 * so they are never used. A request with fewer entries did not come through the proxies: its socket address.
 * @example forwardedClientAddress(1) // X-Forwarded-For: 203.0.113.9, 198.51.100.7 -> '198.51.100.7'
 */
export function forwardedClientAddress(hops: number): (c: Context) => string {
  return (c) => {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim())
    const entry = entries.length >= hops ? entries[entries.length - hops] : undefined
    return entry || remoteAddress(c)
  }
}
