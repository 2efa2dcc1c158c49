import { rpcUrlProblem } from '../../domain/chains/rpcUrlProblem'
import { BaseError } from '../../domain/errors/baseError'
import type { ServerConfig } from './serverConfig'

type PolicyInput = Pick<ServerConfig, 'chains' | 'walletConnectProjectId' | 'gaMeasurementId'>

// Hosts the optional wallet SDKs and analytics talk to; only listed when that feature is configured.
const WALLETCONNECT_CONNECT = [
  'https://*.walletconnect.com',
  'https://*.walletconnect.org',
  'wss://*.walletconnect.com',
  'wss://*.walletconnect.org',
  'https://*.reown.com',
  'wss://*.reown.com',
]
const WALLETCONNECT_FRAME = ['https://verify.walletconnect.com', 'https://verify.walletconnect.org']
const COINBASE_CONNECT = ['https://*.coinbase.com', 'wss://*.coinbase.com']
const COINBASE_FRAME = ['https://keys.coinbase.com']
const GA_SCRIPT = ['https://www.googletagmanager.com']
const GA_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
]

/**
 * The origins of every configured RPC URL (scheme + host + port), deduplicated. Throws an `invalid-config` BaseError
 * for a URL the policy cannot list: resolveChains refuses those, so this only guards chains built some other way, and
 * failing at start-up beats serving a policy that blocks the app's own RPC node.
 */
function rpcOrigins(chains: PolicyInput['chains']): string[] {
  const origins = new Set<string>()
  for (const chain of chains) {
    for (const url of chain.rpcUrls) {
      const problem = rpcUrlProblem(url)
      if (problem) throw new BaseError(`RPC URL "${url}" of chain ${chain.id} ${problem}`, { code: 'invalid-config' })
      const parsed = new URL(url)
      origins.add(`${parsed.protocol}//${parsed.host}`)
    }
  }
  return [...origins]
}

/**
 * The page's Content-Security-Policy: scripts only from us (plus gtag.js when analytics is configured), network
 * access only to the configured RPC nodes, the sign-in API and the configured wallet/analytics services.
 * Images may come from any https origin: ENS avatars live anywhere. `scriptHashes` lets the page's own inline scripts
 * run (inlineScriptHashes), and no other.
 */
export function contentSecurityPolicy(config: PolicyInput, scriptHashes: readonly string[] = []): string {
  const wc = Boolean(config.walletConnectProjectId)
  const ga = Boolean(config.gaMeasurementId)
  const connect = [
    "'self'",
    ...rpcOrigins(config.chains),
    ...COINBASE_CONNECT,
    ...(wc ? WALLETCONNECT_CONNECT : []),
    ...(ga ? GA_CONNECT : []),
  ]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...(ga ? GA_SCRIPT : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'frame-src': [...COINBASE_FRAME, ...(wc ? WALLETCONNECT_FRAME : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}
