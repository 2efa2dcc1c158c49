// `npm start` server entry (run by scripts/start.mjs with tsx): reads the environment, opens the state store
// (migrating it), serves dist/, the sign-in API and the creators API, and shuts down cleanly on SIGTERM / SIGINT.
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createServerApp } from './createServerApp'
import { openStateStores } from './openStateStores'
import { describeState, readServerConfig } from './serverConfig'

const SHUTDOWN_GRACE_MS = 10_000

async function main(): Promise<void> {
  const config = readServerConfig(process.env)
  const distDir = fileURLToPath(new URL('../../../dist', import.meta.url))
  const stores = await openStateStores(config.state)
  if (config.state.kind === 'memory') {
    console.warn('Warning: STATE_STORE=memory: sign-ins are lost on restart and not shared with other instances')
  }
  const { nonceStore, sessionStore, creatorStore, rateLimiter } = stores
  const app = await createServerApp({
    config,
    distDir,
    auth: { nonceStore, sessionStore, rateLimiter },
    creators: { creatorStore, rateLimiter },
  })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    // The URL to open is APP_ORIGIN (sign-in works only there), not the address the socket listens on.
    const chains = config.chains.map((c) => c.id).join(',')
    console.log(`Sign-in state: ${describeState(config.state)}`)
    console.log(
      `Creators Studio on ${config.appOrigin} (listening on ${config.host}:${info.port}, chains ${chains}, ${config.chainLibrary})`,
    )
  })
  server.on('error', (err) => {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${err.message}`)
    process.exit(1)
  })
  const shutdown = (signal: string) => {
    console.log(`${signal}: closing`)
    server.close(() => {
      stores.close().finally(() => process.exit(0))
    })
    if ('closeIdleConnections' in server) server.closeIdleConnections()
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref()
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
}

main().catch((err: unknown) => {
  // Configuration and database errors are for a human: the message, not a stack.
  const { shortMessage, details } = (err ?? {}) as { shortMessage?: string; details?: string }
  const message = shortMessage ?? String((err as Error)?.message ?? err)
  console.error(`Cannot start: ${message}${details ? ` (${details.split('\n')[0]})` : ''}`)
  process.exit(1)
})
