import { join } from 'node:path'
import { redactDatabaseUrl } from '../../adapters/sql/redactDatabaseUrl'
import type { RateLimit } from '../../adapters/server/memoryRateLimiter'
import type { Chain } from '../../domain/chains/chain'
import type { SupportToken } from '../../domain/chains/supportTokens'
import { BaseError } from '../../domain/errors/baseError'
import { readConfig, type RawEnv } from '../config'
import { readSupportTokens } from '../supportTokens'
import { readSupportIndexerConfig, type SupportIndexerConfig } from './supportIndexerConfig'
import { type MonthlySupportConfig, readMonthlySupportConfig } from './monthlySupportConfig'
import { DEFAULT_RETRY_SCHEDULE_MS, readRetrySchedule } from '../../domain/webhooks/retrySchedule'

/** What `npm start` and the dev API run with (README, "Configuration"). */
export type ServerConfig = {
  port: number
  host: string
  /** APP_ORIGIN: the origin every sign-in message (domain and URI) and every browser request must carry. */
  appOrigin: string
  chains: readonly Chain[]
  /** VITE_SUPPORT_TOKENS, as the browser build reads it: the tokens a support claim may pay in. */
  supportTokens: readonly SupportToken[]
  chainLibrary: 'viem' | 'ethers'
  auth: 'siwe' | 'off'
  /** Hosts the Content-Security-Policy must let through when these are configured. */
  walletConnectProjectId?: string | undefined
  gaMeasurementId?: string | undefined
  /** Per-client limits on /nonce and /verify; the defaults of createAuthRoutes when absent. */
  rateLimits?: { nonce?: RateLimit | undefined; verify?: RateLimit | undefined } | undefined
  /** TRUST_PROXY_HOPS: reverse proxies in front of the server whose X-Forwarded-For names the client (0: none). */
  trustProxyHops?: number | undefined
  /** Where nonces, sessions and rate-limit windows live (DATABASE_URL, DATA_DIR, STATE_STORE). */
  state: StateConfig
  /** How the server is run as a service (README, "Operations"). */
  operations: OperationsConfig
  /** The support indexer (SUPPORT_INDEXER, SUPPORT_CONFIRMATIONS, SUPPORT_POLL_MS); off when absent. */
  supportIndexer?: SupportIndexerConfig | undefined
  /** WEBHOOKS_ALLOW_PRIVATE and WEBHOOK_RETRY_SCHEDULE (README, "Webhooks"). */
  webhooks: WebhooksConfig
  /** Monthly support's contracts per chain and the charge runner's key (README, "Monthly support"). */
  monthly: MonthlySupportConfig
}

/** How webhooks are delivered. */
type WebhooksConfig = {
  /** `on`: plain http and private or loopback addresses may be reached (local development and tests only). */
  allowPrivate: boolean
  /** The delays before each retry. */
  retryScheduleMs: readonly number[]
}

/** METRICS_PORT (off when absent), LOG_LEVEL, SHUTDOWN_GRACE_MS. */
export type OperationsConfig = {
  /** Where a separate listener serves Prometheus metrics; none when undefined. */
  metricsPort?: number | undefined
  logLevel: LogLevel
  /** How long SIGTERM waits for the requests in flight before it cuts them off. */
  shutdownGraceMs: number
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
type LogLevel = (typeof LOG_LEVELS)[number]

const DEFAULT_SHUTDOWN_GRACE_MS = 10_000
const MAX_SHUTDOWN_GRACE_MS = 10 * 60_000

/**
 * The sign-in state's home: SQLite in a file (one process, kept across restarts: the default), PostgreSQL (shared by
 * any number of instances), or this process's memory (nothing kept).
 */
export type StateConfig = (
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string }
  | { kind: 'memory' }
) & {
  /** AUTH_MAX_PENDING_NONCES: unused nonces kept at most; past it the client holding the most loses its oldest. */
  pendingNonces?: number | undefined
}

const DEFAULT_DATA_DIR = './data'
const SQLITE_FILE = 'creators-studio.sqlite'

const DEFAULT_PORT = 8080
const DEFAULT_HOST = '127.0.0.1'

function invalid(message: string): BaseError {
  return new BaseError(message, { code: 'invalid-config' })
}

function readPort(raw: string | undefined, name = 'PORT'): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT
  const port = Number(raw)
  if (!/^[0-9]+$/.test(raw.trim()) || port > 65535) throw invalid(`${name}: "${raw}" is not a port number`)
  return port
}

/**
 * METRICS_PORT, LOG_LEVEL and SHUTDOWN_GRACE_MS; throws an `invalid-config` BaseError naming the bad variable.
 * @example readOperationsConfig(() => undefined) // { metricsPort: undefined, logLevel: 'info', shutdownGraceMs: 10000 }
 */
export function readOperationsConfig(text: (name: string) => string | undefined): OperationsConfig {
  const metrics = text('METRICS_PORT')?.trim()
  const level = text('LOG_LEVEL')?.trim().toLowerCase() || 'info'
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw invalid(`LOG_LEVEL: "${level}" is not one of ${LOG_LEVELS.join(', ')}`)
  const grace = text('SHUTDOWN_GRACE_MS')?.trim()
  if (grace && (!/^[0-9]{1,9}$/.test(grace) || Number(grace) > MAX_SHUTDOWN_GRACE_MS))
    throw invalid(`SHUTDOWN_GRACE_MS: "${grace}" is not a number of milliseconds from 0 to ${MAX_SHUTDOWN_GRACE_MS}`)
  return {
    metricsPort: metrics ? readPort(metrics, 'METRICS_PORT') : undefined,
    logLevel: level as LogLevel,
    shutdownGraceMs: grace ? Number(grace) : DEFAULT_SHUTDOWN_GRACE_MS,
  }
}

/**
 * WEBHOOKS_ALLOW_PRIVATE (`on` or `off`, default off) and WEBHOOK_RETRY_SCHEDULE (`5s,5m,30m`, default the Standard
 * Webhooks schedule); throws an `invalid-config` BaseError naming the bad variable.
 * @example readWebhooksConfig(() => undefined).allowPrivate // false
 */
function readWebhooksConfig(text: (name: string) => string | undefined): WebhooksConfig {
  const allow = text('WEBHOOKS_ALLOW_PRIVATE')?.trim().toLowerCase() || 'off'
  if (allow !== 'on' && allow !== 'off') throw invalid(`WEBHOOKS_ALLOW_PRIVATE: "${allow}" is not on or off`)
  const schedule = text('WEBHOOK_RETRY_SCHEDULE')?.trim()
  const retryScheduleMs = schedule ? readRetrySchedule(schedule) : DEFAULT_RETRY_SCHEDULE_MS
  if (!retryScheduleMs) {
    throw invalid(
      `WEBHOOK_RETRY_SCHEDULE: "${schedule}" is not a list of delays such as 5s,5m,30m (1 to 20, each 1ms to 24h in ms, s, m or h)`,
    )
  }
  return { allowPrivate: allow === 'on', retryScheduleMs }
}

const MAX_PROXY_HOPS = 10

/**
 * How many reverse proxies in front of the server to trust for the client's address (rate limits count per client):
 * absent or blank means none, the socket's address. Behind a load balancer every visitor shares its address, so
 * without this the limits apply to everyone at once.
 * @example readProxyHops('1') // 1
 */
export function readProxyHops(raw: string | undefined): number {
  const value = raw?.trim()
  if (!value) return 0
  if (!/^[0-9]{1,2}$/.test(value) || Number(value) > MAX_PROXY_HOPS) {
    throw invalid(`TRUST_PROXY_HOPS: "${value}" is not a number of proxies from 0 to ${MAX_PROXY_HOPS}`)
  }
  return Number(value)
}

const PENDING_NONCES = { min: 10, max: 10_000_000 }

/**
 * AUTH_MAX_PENDING_NONCES: how many issued, unused nonces the state keeps at most (the default when unset: the
 * stores' own). A flood past it costs the client holding the most its oldest nonces, never another client's.
 * @example readPendingNonces('50000') // 50000
 */
function readPendingNonces(raw: string | undefined): number | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  const count = /^[0-9]{1,8}$/.test(value) ? Number(value) : Number.NaN
  if (!(count >= PENDING_NONCES.min && count <= PENDING_NONCES.max)) {
    throw invalid(
      `AUTH_MAX_PENDING_NONCES: "${value}" is not a number of nonces from ${PENDING_NONCES.min} to ${PENDING_NONCES.max}`,
    )
  }
  return count
}

const WINDOW_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const
const MAX_WINDOW_MS = 24 * 3_600_000
const RATE_LIMIT = /^([0-9]{1,12})\/([0-9]{1,12})(s|m|h)$/

/**
 * A per-client rate limit written `<requests>/<window>`, the window in whole seconds, minutes or hours (`120/60s`,
 * `5000/1m`); absent or blank means the route's default. Throws an `invalid-config` BaseError naming `name`.
 * @example readRateLimit('AUTH_RATE_LIMIT_NONCE', '120/60s') // { limit: 120, windowMs: 60000 }
 */
export function readRateLimit(name: string, raw: string | undefined): RateLimit | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  const match = RATE_LIMIT.exec(value)
  const unitMs = match ? WINDOW_UNIT_MS[match[3] as keyof typeof WINDOW_UNIT_MS] : 0
  const [limit, windowMs] = match ? [Number(match[1]), Number(match[2]) * unitMs] : [0, 0]
  if (limit < 1 || windowMs < 1 || windowMs > MAX_WINDOW_MS) {
    throw invalid(
      `${name}: "${value}" is not a rate limit such as 120/60s (requests, then a window of 1s to 24h in s, m or h)`,
    )
  }
  return { limit, windowMs }
}

/**
 * STATE_STORE=memory keeps nothing; otherwise DATABASE_URL (postgres:// or postgresql://) names a PostgreSQL database,
 * and without it SQLite lives in DATA_DIR. Throws an `invalid-config` BaseError naming the bad variable.
 * @example readStateConfig({}) // { kind: 'sqlite', file: 'data/creators-studio.sqlite' }
 */
export function readStateConfig(text: (name: string) => string | undefined): StateConfig {
  const store = text('STATE_STORE')?.trim()
  if (store) {
    if (store !== 'memory') throw invalid(`STATE_STORE: "${store}" is not a store; the only value is memory`)
    return { kind: 'memory' }
  }
  const url = text('DATABASE_URL')?.trim()
  if (url) {
    if (!/^postgres(?:ql)?:\/\/[^/\s]/.test(url)) {
      throw invalid(
        `DATABASE_URL: "${redactDatabaseUrl(url)}" is not a PostgreSQL URL such as postgres://user@host:5432/db`,
      )
    }
    return { kind: 'postgres', url }
  }
  const dir = text('DATA_DIR')?.trim() || DEFAULT_DATA_DIR
  return { kind: 'sqlite', file: join(dir, SQLITE_FILE) }
}

/** How the state store is described at start (no password). */
export function describeState(state: StateConfig): string {
  if (state.kind === 'memory') return 'memory (nothing is kept across a restart; one process only)'
  if (state.kind === 'sqlite') return `SQLite at ${state.file}`
  return `PostgreSQL at ${redactDatabaseUrl(state.url)}`
}

/** APP_ORIGIN must be a bare http(s) origin, written the way browsers send it in the Origin header. */
export function readAppOrigin(raw: string | undefined, port: number): string {
  const value = raw?.trim() || `http://localhost:${port}`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw invalid(`APP_ORIGIN: "${value}" is not a URL`)
  }
  const bare =
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !value.endsWith('?') &&
    !value.endsWith('#')
  if (!['http:', 'https:'].includes(url.protocol) || !bare) {
    throw invalid(`APP_ORIGIN: "${value}" must be an origin such as http://localhost:8080 (no path)`)
  }
  return url.origin
}

/**
 * Reads and validates the server's configuration; throws an `invalid-config` BaseError naming the bad variable.
 * @example readServerConfig({ PORT: '8080', VITE_CHAINS: '1,5' })
 */
export function readServerConfig(env: RawEnv): ServerConfig {
  const text = (name: string) => (typeof env[name] === 'string' ? (env[name] as string) : undefined)
  const port = readPort(text('PORT'))
  const app = readConfig(env)
  return {
    port,
    host: text('HOST')?.trim() || DEFAULT_HOST,
    appOrigin: readAppOrigin(text('APP_ORIGIN'), port),
    chains: app.chains,
    supportTokens: readSupportTokens(env, app.chains),
    chainLibrary: app.chainLibrary,
    auth: app.auth,
    walletConnectProjectId: app.walletConnectProjectId,
    gaMeasurementId: app.gaMeasurementId,
    rateLimits: {
      nonce: readRateLimit('AUTH_RATE_LIMIT_NONCE', text('AUTH_RATE_LIMIT_NONCE')),
      verify: readRateLimit('AUTH_RATE_LIMIT_VERIFY', text('AUTH_RATE_LIMIT_VERIFY')),
    },
    trustProxyHops: readProxyHops(text('TRUST_PROXY_HOPS')),
    state: { ...readStateConfig(text), pendingNonces: readPendingNonces(text('AUTH_MAX_PENDING_NONCES')) },
    operations: readOperationsConfig(text),
    supportIndexer: readSupportIndexerConfig(text),
    webhooks: readWebhooksConfig(text),
    monthly: readMonthlySupportConfig(
      text,
      app.chains.map((c) => c.id),
    ),
  }
}

/** The first http(s) RPC URL of each chain: where contract-account signatures are checked. */
export function verifierRpcUrls(chains: readonly Chain[]): Record<number, string> {
  const urls: Record<number, string> = {}
  for (const chain of chains) {
    const url = chain.rpcUrls.find((u) => /^https?:\/\//.test(u))
    if (url) urls[chain.id] = url
  }
  return urls
}
