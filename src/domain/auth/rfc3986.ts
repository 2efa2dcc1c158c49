// RFC 3986 grammar pieces that EIP-4361 refers to (authority, URI, pchar), as anchored regular expressions.
// Each repetition is over a character set that excludes its delimiter, so matching stays linear.

const UNRESERVED = 'A-Za-z0-9\\-._~'
const SUB_DELIMS = "!$&'()*+,;="
const PCT_ENCODED = '%[0-9A-Fa-f]{2}'
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT_ENCODED})`

const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
const IPV4 = `${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}`
const H16 = '[0-9A-Fa-f]{1,4}'
const LS32 = `(?:${H16}:${H16}|${IPV4})`
const IPV6 = `(?:${[
  `(?:${H16}:){6}${LS32}`,
  `::(?:${H16}:){5}${LS32}`,
  `(?:${H16})?::(?:${H16}:){4}${LS32}`,
  `(?:(?:${H16}:){0,1}${H16})?::(?:${H16}:){3}${LS32}`,
  `(?:(?:${H16}:){0,2}${H16})?::(?:${H16}:){2}${LS32}`,
  `(?:(?:${H16}:){0,3}${H16})?::${H16}:${LS32}`,
  `(?:(?:${H16}:){0,4}${H16})?::${LS32}`,
  `(?:(?:${H16}:){0,5}${H16})?::${H16}`,
  `(?:(?:${H16}:){0,6}${H16})?::`,
].join('|')})`
const IP_FUTURE = `v[0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+`
const IP_LITERAL = `\\[(?:${IPV6}|${IP_FUTURE})\\]`
const REG_NAME_CHAR = `(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT_ENCODED})`
const USERINFO = `(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT_ENCODED})*`
const PORT = '[0-9]*'

/** Authority with a possibly empty host (allowed inside a URI such as `file:///x`). */
const AUTHORITY = `(?:${USERINFO}@)?(?:${IP_LITERAL}|${REG_NAME_CHAR}*)(?::${PORT})?`
/** Authority naming a host: what a sign-in domain must be. */
const HOST_AUTHORITY = `(?:${USERINFO}@)?(?:${IP_LITERAL}|${REG_NAME_CHAR}+)(?::${PORT})?`

const SCHEME = '[A-Za-z][A-Za-z0-9+\\-.]*'
const SEGMENT = `${PCHAR}*`
const SEGMENT_NZ = `${PCHAR}+`
const PATH_ABEMPTY = `(?:/${SEGMENT})*`
const PATH_ABSOLUTE = `/(?:${SEGMENT_NZ}(?:/${SEGMENT})*)?`
const PATH_ROOTLESS = `${SEGMENT_NZ}(?:/${SEGMENT})*`
const HIER_PART = `(?://${AUTHORITY}${PATH_ABEMPTY}|${PATH_ABSOLUTE}|${PATH_ROOTLESS}|)`
const QUERY = `(?:${PCHAR}|[/?])*`

const URI_RE = new RegExp(`^${SCHEME}:${HIER_PART}(?:\\?${QUERY})?(?:#${QUERY})?$`)
const HOST_AUTHORITY_RE = new RegExp(`^${HOST_AUTHORITY}$`)
const SCHEME_RE = new RegExp(`^${SCHEME}$`)
const PCHARS_RE = new RegExp(`^${PCHAR}*$`)

/** RFC 3986 `URI` (absolute, with a scheme). @example isUri('https://example.com/login') // true */
export function isUri(value: string): boolean {
  return URI_RE.test(value)
}

/** RFC 3986 `authority` with a non-empty host. @example isHostAuthority('user@127.0.0.1:8080') // true */
export function isHostAuthority(value: string): boolean {
  return HOST_AUTHORITY_RE.test(value)
}

/** RFC 3986 `scheme`. @example isScheme('https') // true */
export function isScheme(value: string): boolean {
  return SCHEME_RE.test(value)
}

/** Zero or more RFC 3986 `pchar` (EIP-4361 `request-id`). */
export function isPchars(value: string): boolean {
  return PCHARS_RE.test(value)
}
