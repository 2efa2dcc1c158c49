// `npm start` server entry (run by scripts/start.mjs with tsx): reads the environment, opens the state store
// (migrating it), serves dist/, the sign-in API and the creators API, health probes and (on METRICS_PORT) metrics,
// logs one JSON line per request, and drains on SIGTERM / SIGINT.
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import type { Logger } from 'pino'
import { createLogger } from '../../adapters/server/createLogger'
import { metricsListener } from '../../adapters/server/metricsListener'
import { pinoTelemetry } from '../../adapters/server/pinoTelemetry'
import { createPromTelemetry } from '../../adapters/server/promTelemetry'
import { teeTelemetry } from '../../adapters/server/teeTelemetry'
import { createServerApp } from './createServerApp'
import { openStateStores, type Readiness, type StateStores } from './openStateStores'
import { describeState, readServerConfig, type ServerConfig } from './serverConfig'
import { startSupportIndexers, type SupportIndexers } from './supportIndexers'
import { startWebhookDelivery } from './startWebhookDelivery'
import { startConfiguredCharges } from './monthlyCharges'

/** How long /readyz waits for the database before it says the database does not answer. */
const READINESS_DEADLINE_MS = 1_000

type Served = {
  server: Server
  metrics: Server | undefined
  indexers: Promise<SupportIndexers>
  charges: Promise<SupportIndexers>
}

async function main(): Promise<void> {
  // A signal can come at any moment from here on (a supervisor stops a server that is still starting): it is heard
  // at once, so node never dies of it mid-start, and acted on as soon as there is something to drain.
  let stopWith: ((signal: string) => void) | undefined
  let stopAsked: string | undefined
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopWith) stopWith(signal)
      else stopAsked ??= signal
    })
  }
  const config = readServerConfig(process.env)
  const log = await createLogger(config.operations.logLevel, process.stdout.isTTY === true)
  const distDir = fileURLToPath(new URL('../../../dist', import.meta.url))
  const stores = await openStateStores(config.state)
  if (config.state.kind === 'memory') {
    log.warn('Warning: STATE_STORE=memory: sign-ins are lost on restart and not shared with other instances')
  }
  if (stopAsked) {
    // Stopped before serving anything: nothing to drain.
    log.info(`${stopAsked}: closing`)
    await stores.close()
    log.info('closed')
    process.exit(0)
  }
  const metrics =
    config.operations.metricsPort === undefined ? undefined : createPromTelemetry({ tableSizes: stores.tableSizes })
  const telemetry = teeTelemetry(pinoTelemetry(log), ...(metrics ? [metrics.telemetry] : []))
  let draining = false
  // A drain turns /readyz 503 first, so a load balancer polling it stops sending before connections are refused.
  const readiness = (): Promise<Readiness> =>
    draining ? Promise.resolve({ ready: false, reason: 'draining' }) : stores.readiness(READINESS_DEADLINE_MS)
  // While draining, each answer closes its connection: a keep-alive client must open a new one elsewhere. The app is
  // served as it is (no wrapper around its fetch): @hono/node-server hands it the connection the client limits read.
  const app = await createServerApp({ config, distDir, stores, telemetry, readiness, closing: () => draining })
  const webhooks = startWebhookDelivery({ config, stores, telemetry, log })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    // The URL to open is APP_ORIGIN (sign-in works only there), not the address the socket listens on.
    const chains = config.chains.map((c) => c.id).join(',')
    log.info(`Sign-in state: ${describeState(config.state)}`)
    log.info(
      `Creators Studio on ${config.appOrigin} (listening on ${config.host}:${info.port}, chains ${chains}, ${config.chainLibrary})`,
    )
  }) as Server
  server.on('error', (err) => {
    log.fatal(`Cannot listen on ${config.host}:${config.port}: ${err.message}`)
    process.exit(1)
  })
  // The indexers start beside the server (loading the chain library takes a while); a drain waits for them.
  const indexers = startSupportIndexers({ config, ledger: stores.supportLedger, telemetry })
  indexers.then(
    // The lease table names the instance indexing a chain by this id: the log says which process that is.
    ({ holder }) =>
      holder && log.info(`Support indexer ${holder} on chains ${config.chains.map((c) => c.id).join(',')}`),
    (err: unknown) => {
      log.fatal(`Cannot start the support indexers: ${String((err as Error)?.message ?? err)}`)
      process.exit(1)
    },
  )
  // Monthly charges beside them, only with KEEPER_PRIVATE_KEY; a failed pass is logged and tried again next poll.
  const charges = startConfiguredCharges(config, stores.monthlyStore, (chainId, err) =>
    log.error(`monthly charges on chain ${chainId}: ${String((err as Error)?.message ?? err)}`),
  )
  charges.catch((err: unknown) => {
    log.fatal(`Cannot start the monthly charges: ${String((err as Error)?.message ?? err)}`)
    process.exit(1)
  })
  const metricsServer = metrics && listenForMetrics(config, metrics.registry, log)
  const served: Served = { server, metrics: metricsServer, indexers, charges }
  stopWith = (signal: string) => {
    if (draining) return
    draining = true
    log.info(`${signal}: closing`)
    void webhooks
      .stop()
      .then(() => drain(served, stores, config.operations.shutdownGraceMs, log))
      .then((code) => process.exit(code))
  }
  if (stopAsked) stopWith(stopAsked)
}

/** The metrics listener on METRICS_PORT, on the same host as the app (loopback unless HOST says otherwise). */
function listenForMetrics(config: ServerConfig, registry: Parameters<typeof metricsListener>[0], log: Logger): Server {
  const port = config.operations.metricsPort
  const server = createServer(metricsListener(registry))
  server.on('error', (err) => {
    log.fatal(`Cannot listen for metrics on ${config.host}:${port}: ${err.message}`)
    process.exit(1)
  })
  server.listen(port, config.host, () => log.info(`Metrics on http://${config.host}:${port}/metrics`))
  return server
}

/**
 * Stops accepting connections, lets every request in flight finish (up to `graceMs`, then cuts the rest off), then
 * closes the database. Answers the exit code: 0 when every request was answered, 1 when some were cut off.
 */
async function drain(served: Served, stores: StateStores, graceMs: number, log: Logger): Promise<number> {
  const { server, metrics, indexers } = served
  const indexed = Promise.all([indexers, served.charges].map((started) => started.then((s) => s.stop())))
  let cutOff: ReturnType<typeof setTimeout> | undefined
  const closed = new Promise<number>((resolve) => {
    server.close(() => resolve(0))
    server.closeIdleConnections()
    log.info('No longer accepting connections; answering the requests in flight')
    cutOff = setTimeout(() => {
      log.warn(`Requests still in flight after SHUTDOWN_GRACE_MS (${graceMs} ms): cut off`)
      server.closeAllConnections()
      resolve(1)
    }, graceMs)
  })
  const code = await closed
  clearTimeout(cutOff)
  metrics?.closeAllConnections()
  metrics?.close()
  await indexed
  await stores.close().catch((err: unknown) => log.error(`Closing the database failed: ${String(err)}`))
  log.info('closed')
  return code
}

main().catch((err: unknown) => {
  // Configuration and database errors are for a human: the message, not a stack.
  const { shortMessage, details } = (err ?? {}) as { shortMessage?: string; details?: string }
  const message = shortMessage ?? String((err as Error)?.message ?? err)
  console.error(`Cannot start: ${message}${details ? ` (${details.split('\n')[0]})` : ''}`)
  process.exit(1)
})
