import ipaddr from 'ipaddr.js'

/** What kind of address a webhook would reach: only `public` may be sent to. */
export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'carrier-grade-nat'
  | 'multicast'
  | 'unspecified'
  | 'reserved'
  | 'invalid'

const CLASSES: Record<string, AddressClass> = {
  unicast: 'public',
  loopback: 'loopback',
  private: 'private',
  uniqueLocal: 'private',
  linkLocal: 'link-local',
  carrierGradeNat: 'carrier-grade-nat',
  multicast: 'multicast',
  unspecified: 'unspecified',
  broadcast: 'multicast',
}

/**
 * The class of an IP address (IPv4, IPv6, an IPv4-mapped IPv6 address judged as the IPv4 address it carries), by
 * ipaddr.js's ranges. Anything ipaddr.js does not call plain unicast is refused: an allow-list, so a range it names
 * later (or a tunnel prefix such as 6to4 or Teredo that embeds another address) is `reserved`, never `public`.
 * @example addressClass('169.254.169.254') // 'link-local'
 */
export function addressClass(address: string): AddressClass {
  if (!ipaddr.isValid(address)) return 'invalid'
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  return CLASSES[parsed.range()] ?? 'reserved'
}
