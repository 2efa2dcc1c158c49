import { serve } from '@hono/node-server'
import { createServerApp } from '../../../src/app/server/createServerApp'
import { openStateStores } from '../../../src/app/server/openStateStores'
import { readServerConfig } from '../../../src/app/server/serverConfig'
import { startWebhookDelivery } from '../../../src/app/server/startWebhookDelivery'
import { startSupportIndexers } from '../../../src/app/server/supportIndexers'
import { consoleTelemetry } from '../../../src/adapters/server/consoleTelemetry'
import { E2E_VITE_ENV } from './ports'

export type AppServerOptions = {
  root: string
  port: number
  /** VITE_* values of this build beyond E2E_VITE_ENV (the WalletConnect flavour's project id). */
  env?: Record<string, string> | undefined
}

/** The app as `npm start` serves it (static files plus the sign-in API), started in this process. */
export async function startAppServer({ root, port, env: extra = {} }: AppServerOptions) {
  // The same VITE_* values as the build (scripts/e2e.mjs), as `npm start` does: the GA id (and the WalletConnect
  // flavour's project id) widen the CSP.
  const env = { ...E2E_VITE_ENV, VITE_GA_MEASUREMENT_ID: process.env.VITE_GA_MEASUREMENT_ID, ...extra }
  const origin = `http://127.0.0.1:${port}`
  // The suite signs in from one address many times within a few minutes, close to the default limit of 20
  // verifies per client and minute (a faster run went over it: "Error verifying signature"). Raised by
  // configuration, as an operator would for a test rig; the limits themselves are tested in routeGuards.test.ts.
  const limits = { AUTH_RATE_LIMIT_NONCE: '1000/60s', AUTH_RATE_LIMIT_VERIFY: '1000/60s' }
  // Webhooks go to a receiver on 127.0.0.1 (notifications.spec), as in local development.
  const webhooks = { WEBHOOKS_ALLOW_PRIVATE: 'on' }
  // The support indexer runs as under `npm start`; anvil mines a block per transaction only, so a block counts once
  // it is the head (one confirmation) and the head is read often: a payment reaches the wall within a poll or two.
  const indexer = { SUPPORT_INDEXER: 'on', SUPPORT_CONFIRMATIONS: '1=1,5=1', SUPPORT_POLL_MS: '200' }
  const config = readServerConfig({
    ...env,
    ...limits,
    ...webhooks,
    ...indexer,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ORIGIN: origin,
  })
  // Likewise the creators API's writes (30 per client and minute by default): the specs seed notes from this one
  // address (creators.spec alone records 22), and specs run back to back would go over it.
  const tuning = { creatorRateLimits: { 'creators-write': { limit: 1000, windowMs: 60_000 } } }
  const stores = await openStateStores({ kind: 'memory' })
  const app = await createServerApp({ config, distDir: root, stores, tuning })
  const delivery = startWebhookDelivery({ config, stores, telemetry: consoleTelemetry, log: quietLog })
  const indexers = await startSupportIndexers({ config, ledger: stores.supportLedger, telemetry: consoleTelemetry })
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: logRefusedSignIns(app.fetch), port, hostname: '127.0.0.1' }, () => resolve(s))
    s.once('error', reject)
  })
  return {
    url: origin,
    stop: async () => {
      await indexers.stop()
      await delivery.stop()
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      })
    },
  }
}

/** The delivery worker's log: its start warning is expected here, failures are printed. */
const quietLog = { warn: () => {}, error: (message: string) => console.log(`e2e app server: ${message}`) }

/** A refused sign-in is printed with the server's answer, so a failing run says why ("bad-signature", "rate-limited"...). */
function logRefusedSignIns(fetch: (req: Request, env?: unknown) => Response | Promise<Response>) {
  // The environment @hono/node-server passes (the connection) goes on: without it no client address can be read.
  return async (req: Request, env?: unknown): Promise<Response> => {
    const res = await fetch(req, env)
    if (res.status >= 400 && req.method === 'POST' && new URL(req.url).pathname === '/api/auth/verify') {
      console.log(`e2e app server: sign-in refused, ${res.status} ${await bodyText(res.clone())}`)
    }
    return res
  }
}

/** The answer's text, decompressed (the server gzips what the browser accepts). */
function bodyText(res: Response): Promise<string> {
  const encoding = res.headers.get('content-encoding')
  if (!res.body || (encoding !== 'gzip' && encoding !== 'deflate')) return res.text()
  return new Response(res.body.pipeThrough(new DecompressionStream(encoding))).text()
}
