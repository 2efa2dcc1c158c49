import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { BaseError } from '../../domain/errors/baseError'
import type { ServerTelemetry } from '../../ports/serverTelemetry'

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export type PromTelemetryOptions = {
  /** The rows of the nonce and session tables and the webhook deliveries waiting, read at each scrape. */
  tableSizes?: (() => Promise<{ nonces: number; sessions: number; webhookOutbox?: number | undefined }>) | undefined
}

/**
 * Telemetry counted in a Prometheus registry of its own (prom-client): requests by route and status with their
 * latency, sign-ins by outcome and refusal code, support claims by outcome and mismatch reason, store and chain calls
 * by outcome with their latency, failures by API and code, the nonce and session table sizes, and the process's own
 * metrics. Labels are bounded:
 * route patterns, codes and method names, never an address or a path as typed.
 * @example const { registry, telemetry } = createPromTelemetry({ tableSizes: stores.tableSizes })
 */
export function createPromTelemetry(options: PromTelemetryOptions = {}): {
  registry: Registry
  telemetry: ServerTelemetry
} {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: SECONDS,
    registers,
  })
  const signIns = new Counter({
    name: 'sign_ins_total',
    help: 'Sign-in attempts by outcome (ok, refused) and refusal code',
    labelNames: ['outcome', 'code'] as const,
    registers,
  })
  const claims = new Counter({
    name: 'support_claims_total',
    help: 'Support claims by outcome (recorded, refused), refusal code and mismatch reason',
    labelNames: ['outcome', 'code', 'reason'] as const,
    registers,
  })
  const calls = new Counter({
    name: 'dependency_calls_total',
    help: 'Store and chain calls by dependency, method and outcome (ok, error)',
    labelNames: ['dependency', 'method', 'outcome'] as const,
    registers,
  })
  const callLatency = new Histogram({
    name: 'dependency_call_duration_seconds',
    help: 'Time a store or chain call took, by dependency and method',
    labelNames: ['dependency', 'method'] as const,
    buckets: SECONDS,
    registers,
  })
  const failures = new Counter({
    name: 'server_failures_total',
    help: 'Failures worth an error log line (the database down, a bug), by API and error code',
    labelNames: ['api', 'code'] as const,
    registers,
  })
  const indexedBlock = new Gauge({
    name: 'support_indexer_block',
    help: 'The last block the support indexer indexed, by chain',
    labelNames: ['chain'] as const,
    registers,
  })
  const lag = new Gauge({
    name: 'support_indexer_lag_blocks',
    help: 'Blocks between the chain head and the last block indexed, by chain',
    labelNames: ['chain'] as const,
    registers,
  })
  const indexerErrors = new Counter({
    name: 'support_indexer_errors_total',
    help: 'Failed support indexer passes (RPC or store), by chain and error code',
    labelNames: ['chain', 'code'] as const,
    registers,
  })
  const rpcErrors = new Counter({
    name: 'support_indexer_rpc_errors_total',
    help: 'Failed RPC reads of the support indexer (a refused range it then splits included), by chain, call and error code',
    labelNames: ['chain', 'call', 'code'] as const,
    registers,
  })
  const found = new Counter({
    name: 'supports_found_total',
    help: 'Supports stored, by chain, asset symbol and source (chain: the indexer, claim: a claim came first)',
    labelNames: ['chain', 'asset', 'source'] as const,
    registers,
  })
  const { tableSizes } = options
  new Gauge({
    name: 'state_table_rows',
    help: 'Rows in the nonce and session tables',
    labelNames: ['table'] as const,
    registers,
    async collect() {
      if (!tableSizes) return
      const sizes = await tableSizes().catch(() => undefined)
      if (!sizes) return
      this.set({ table: 'nonces' }, sizes.nonces)
      this.set({ table: 'sessions' }, sizes.sessions)
    },
  })
  new Gauge({
    name: 'webhook_outbox_depth',
    help: 'Webhook deliveries waiting to be sent (first attempts and retries)',
    registers,
    async collect() {
      const depth = tableSizes ? (await tableSizes().catch(() => undefined))?.webhookOutbox : undefined
      if (depth !== undefined) this.set(depth)
    },
  })
  const webhookDeliveries = new Counter({
    name: 'webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome (succeeded, retrying, failed, disabled, refused, skipped)',
    labelNames: ['outcome'] as const,
    registers,
  })
  const telemetry: ServerTelemetry = {
    request({ method, route, status, seconds }) {
      requests.inc({ method, route, status: String(status) })
      latency.observe({ method, route }, seconds)
    },
    signIn(outcome) {
      signIns.inc({ outcome: outcome.outcome, code: outcome.outcome === 'refused' ? outcome.code : '' })
    },
    supportClaim(outcome) {
      const refused = outcome.outcome === 'refused'
      claims.inc({
        outcome: outcome.outcome,
        code: refused ? outcome.code : '',
        reason: refused ? (outcome.reason ?? '') : '',
      })
    },
    dependencyCall({ dependency, method, ok, seconds }) {
      calls.inc({ dependency, method, outcome: ok ? 'ok' : 'error' })
      callLatency.observe({ dependency, method }, seconds)
    },
    failed(api, err) {
      failures.inc({ api, code: err instanceof BaseError ? err.code : 'unexpected' })
    },
    supportIndexer(event) {
      const chain = String(event.chainId)
      if (event.type === 'indexed') {
        indexedBlock.set({ chain }, Number(event.block))
        lag.set({ chain }, Number(event.head - event.block))
      } else if (event.type === 'failed') indexerErrors.inc({ chain, code: event.code })
      else if (event.type === 'rpc-failed') rpcErrors.inc({ chain, call: event.call, code: event.code })
      else found.inc({ chain, asset: event.asset, source: event.source }, event.count)
    },
    webhookDelivery({ outcome }) {
      webhookDeliveries.inc({ outcome })
    },
  }
  return { registry, telemetry }
}
