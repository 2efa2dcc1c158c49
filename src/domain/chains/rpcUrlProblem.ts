// What a Content-Security-Policy host-source can name (CSP3 host-part without wildcards): the page's CSP must list
// every RPC origin, and the WHATWG parser accepts hosts such as "a;5=http" or "*.a" that a policy cannot express.
const CSP_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.?$/
const RPC_PROTOCOL = /^(https?|wss?):$/

/**
 * Why `url` cannot be an RPC URL (a phrase to follow the URL in an error), or undefined when it can: it must parse
 * as a WHATWG URL (the platform's, as the browser will) with an http(s) or ws(s) scheme and a host the page's
 * Content-Security-Policy can list.
 * @example rpcUrlProblem('http://a:99999') === 'is not a valid URL'
 */
export function rpcUrlProblem(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'is not a valid URL'
  }
  if (!RPC_PROTOCOL.test(parsed.protocol)) return 'is not an http(s) or ws(s) URL'
  if (parsed.hostname.startsWith('[')) {
    return 'names an IPv6 address, which a Content-Security-Policy cannot list (use a host name)'
  }
  if (!CSP_HOST.test(parsed.hostname)) return `has the host "${parsed.hostname}", not a host name or IPv4 address`
  return undefined
}
