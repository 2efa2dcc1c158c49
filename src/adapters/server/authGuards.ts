import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import ipaddr from 'ipaddr.js'
import type { Clock } from '../../ports/clock'
import { authErrorResponse } from './authErrorResponse'
import type { RateLimiter } from '../../ports/rateLimiter'

// Guards that run before a sign-in route does any work.

export const MAX_BODY_BYTES = 16 * 1024

/** The socket's remote address (the rate-limit key); 'unknown' when not served by @hono/node-server. */
export function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
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

/**
 * What the rate limits and the stores' fair shares count a client address by. An IPv6 address counts by its /64: that
 * is one subscriber's network (RFC 6177), and a host in it can take any of its 2^64 addresses at will, so counting by
 * address would give one visitor endless fresh limits. An IPv4 address, also written IPv4-mapped (`::ffff:a.b.c.d`,
 * as a dual-stack socket reports it), counts by itself; a port written after either is dropped. Anything that is not an
 * IP address is its own key.
 * @example clientKeyOf('2001:db8:1:2:a:b:c:d') // '2001:db8:1:2::/64'
 * @example clientKeyOf('::ffff:203.0.113.9') // '203.0.113.9'
 * @example clientKeyOf('203.0.113.9:5678') // '203.0.113.9'
 */
export function clientKeyOf(written: string): string {
  const address = withoutPort(written)
  if (!ipaddr.isValid(address)) return written
  const ip = ipaddr.process(address)
  if (ip.kind() === 'ipv4') return ip.toString()
  const network = (ip as ipaddr.IPv6).parts.slice(0, 4).concat([0, 0, 0, 0])
  return `${new ipaddr.IPv6(network).toRFC5952String()}/64`
}

const IPV4_WITH_PORT = /^([0-9.]+):([0-9]{1,5})$/
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::([0-9]{1,5}))?$/

/**
 * The address in `1.2.3.4:5678`, `[::1]:80` or `[::1]`, as some proxies write X-Forwarded-For (Azure Application
 * Gateway, IIS ARR): the port is new for each connection, so a key with it would give each one a fresh limit.
 */
function withoutPort(written: string): string {
  const v4 = IPV4_WITH_PORT.exec(written)
  if (v4 && Number(v4[2]) <= 65_535 && ipaddr.IPv4.isValidFourPartDecimal(v4[1]!)) return v4[1]!
  const v6 = BRACKETED_IPV6.exec(written)
  if (v6 && (v6[2] === undefined || Number(v6[2]) <= 65_535) && ipaddr.IPv6.isValid(v6[1]!)) return v6[1]!
  return written
}

/**
 * Refuses a state-changing request that a browser sent from another origin: by its Origin header, and by Fetch
 * Metadata, which a browser sends even where it leaves Origin out. A request with neither is not from a browser.
 * `same-site` is refused too: a sibling origin (another subdomain) is not the app.
 */
export function sameOrigin(appOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    const crossOrigin = (origin !== undefined && origin !== appOrigin) || site === 'cross-site' || site === 'same-site'
    if (crossOrigin) return authErrorResponse(c, 403, 'forbidden-origin', 'Requests must come from the app origin')
    await next()
  }
}

/** 429 with Retry-After (seconds) once a client has used up its window. */
export function rateLimited(limiter: RateLimiter, clock: Clock, clientKey: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const waitMs = await limiter.take(clientKey(c), clock.now())
    if (waitMs === 0) return next()
    c.header('Retry-After', String(Math.ceil(waitMs / 1000)))
    return authErrorResponse(c, 429, 'rate-limited', 'Too many requests, please retry later')
  }
}

/** 413 for a body over MAX_BODY_BYTES, whether announced by Content-Length or streamed. */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => authErrorResponse(c, 413, 'body-too-large', `The body is larger than ${MAX_BODY_BYTES} bytes`),
})
