import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

// Who the client is: the address a rate limit counts by.

const seen = new WeakMap<Context, string>()

/**
 * The socket's remote address (the rate-limit key); 'unknown' when not served by @hono/node-server. Read once per
 * request: the rate limit, the stores' fair shares and the log line all ask, and reading it showed in profiles.
 */
export function remoteAddress(c: Context): string {
  let address = seen.get(c)
  if (address === undefined) {
    try {
      address = getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      address = 'unknown'
    }
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
