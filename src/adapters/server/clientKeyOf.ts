import ipaddr from 'ipaddr.js'

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
  let key = recent.get(written)
  if (key === undefined) {
    key = keyOf(written)
    if (recent.size >= RECENT_KEYS) recent.clear()
    recent.set(written, key)
  }
  return key
}

/** Keys of the addresses seen lately: parsing an address was a twentieth of a nonce request's CPU (--cpu-prof). */
const recent = new Map<string, string>()
const RECENT_KEYS = 4_096

function keyOf(written: string): string {
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
