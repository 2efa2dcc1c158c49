import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { type AddressClass, addressClass } from './addressClass'

/** A name's addresses, as `dns.lookup(name, { all: true })` answers them. */
export type Resolve = (hostname: string) => Promise<readonly { address: string; family: number }[]>

/** Where a delivery connects: the address checked, so the request cannot look the name up again (DNS rebinding). */
export type WebhookTarget =
  | { ok: true; address: string; family: 4 | 6 }
  | { ok: false; reason: Exclude<AddressClass, 'public' | 'invalid'> | 'not-https' | 'unresolvable' }

/** The system resolver (getaddrinfo, as Node's own requests use). */
export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true })

/**
 * Resolves the URL's host and checks every address it names (an IP literal as it is): the request then goes to the
 * first, never to a name looked up again. Without `allowPrivate`, only https and only public addresses pass (not
 * loopback, private, link-local, carrier-grade NAT, multicast, unspecified, nor an IPv4-mapped IPv6 of those); with
 * it (local development), anything that resolves.
 * @example await webhookTarget(new URL('https://hooks.example/in'), { resolve: systemResolve, allowPrivate: false })
 */
export async function webhookTarget(
  url: URL,
  { resolve, allowPrivate }: { resolve: Resolve; allowPrivate: boolean },
): Promise<WebhookTarget> {
  if (!allowPrivate && url.protocol !== 'https:') return { ok: false, reason: 'not-https' }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: readonly { address: string; family: number }[]
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host)
  } catch {
    return { ok: false, reason: 'unresolvable' }
  }
  const first = addresses[0]
  if (!first) return { ok: false, reason: 'unresolvable' }
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const kind = addressClass(address)
      if (kind === 'invalid') return { ok: false, reason: 'unresolvable' }
      if (kind !== 'public') return { ok: false, reason: kind }
    }
  }
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 }
}
