import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { secureHeaders } from 'hono/secure-headers'
import { SystemClock } from '../../adapters/clock/systemClock'
import { forwardedClientAddress, remoteAddress } from '../../adapters/server/clientAddress'
import { clientKeyOf } from '../../adapters/server/clientKeyOf'
import { consoleTelemetry } from '../../adapters/server/consoleTelemetry'
import { healthRoutes, type ReadinessCheck } from '../../adapters/server/healthRoutes'
import { observeRequests } from '../../adapters/server/observeRequests'
import { previewPages } from '../../adapters/server/previewPages'
import { RPC_DEADLINE_MS } from '../../adapters/server/readClaimFacts'
import { createApi, type CreateApiParameters, loadServerChain } from './createApi'
import { contentSecurityPolicy } from './contentSecurityPolicy'
import { inlineScriptHashes } from './inlineScriptHashes'
import { redirectToAppOrigin } from './redirectToAppOrigin'
import type { ServerConfig } from './serverConfig'

export type CreateServerAppParameters = CreateApiParameters & {
  config: ServerConfig
  /** The built client (vite build output). */
  distDir: string
  /** What GET /readyz answers (the database, the migrations, a drain under way); ready when absent. */
  readiness?: ReadinessCheck | undefined
  /** True while the server drains: every answer then closes its connection (`Connection: close`). */
  closing?: (() => boolean) | undefined
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const HAS_EXTENSION = /\.[A-Za-z0-9]+$/
// Build by-products (.vite/bundle-report.json, .build-env.json) live in dist/ but are not for visitors.
const DOT_SEGMENT = /(?:^|\/)\./

/** Vite fingerprints everything under /assets, so those files never change under their name. */
const immutableAssets: MiddlewareHandler = async (c, next) => {
  await next()
  if (c.res.status === 200) c.header('Cache-Control', IMMUTABLE)
}

/** HTML must be revalidated so a new deployment is picked up at once. */
function revalidateHtml(path: string, c: Parameters<MiddlewareHandler>[0]): void {
  if (path.endsWith('.html')) c.header('Cache-Control', 'no-cache')
}

/** Names a client may have looked up for page previews; past it, its name pages are served plain until the window ends. */
const PREVIEW_NAME_LOOKUPS = { limit: 30, windowMs: 60_000 }

const ALWAYS_READY: ReadinessCheck = async () => ({ ready: true })

/**
 * The production server: /healthz and /readyz for load balancers, the sign-in API under /api/auth and the creators API under /api/creators (both unless
 * VITE_AUTH=off: creators need sessions) and the built client from
 * `distDir`, with index.html for client routes (paths without a file extension; a creator page's with that
 * creator's preview tags in its head, previewPages); gzip, immutable caching of
 * fingerprinted assets, and security headers (a CSP that lets through only the configured RPC, wallet and
 * analytics hosts). Pages asked for under another loopback name of APP_ORIGIN redirect to APP_ORIGIN. Every request
 * is reported to the telemetry (a log line, the request metrics) and answered with its `X-Request-Id`.
 * @example serve({ fetch: (await createServerApp({ config, distDir: 'dist', stores })).fetch, port: 8080 })
 */
export async function createServerApp({
  distDir,
  readiness = ALWAYS_READY,
  closing,
  ...api
}: CreateServerAppParameters): Promise<Hono> {
  const { config } = api
  // serveStatic resolves `root` against the working directory.
  const root = relative(process.cwd(), distDir) || '.'
  const app = new Hono()
  const clientAddress = config.trustProxyHops ? forwardedClientAddress(config.trustProxyHops) : remoteAddress
  const telemetry = api.telemetry ?? consoleTelemetry
  app.use('*', observeRequests({ telemetry, clientAddress }))
  if (closing) {
    app.use('*', async (c, next) => {
      await next()
      if (closing()) c.header('Connection', 'close')
    })
  }
  // Before the redirect and the APIs' limits: a load balancer probes by address, as often as it likes.
  app.route('/', healthRoutes(readiness))
  // Read once: the page served is the page whose inline scripts the policy hashes.
  const page = await readFile(join(distDir, 'index.html'), 'utf8').catch(() => null)
  const csp = contentSecurityPolicy(config, page === null ? [] : inlineScriptHashes(page))
  // Coinbase's wallet popup talks back to its opener, so same-origin-allow-popups rather than same-origin. A header an
  // answer set itself stays (a badge's own policy, a picture other sites may embed).
  app.use(
    '*',
    secureHeaders({
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
      strictTransportSecurity: false,
      overwrite: false,
    }),
  )
  app.use('*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', csp)
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  })
  app.use('*', compress())
  app.use('*', redirectToAppOrigin(config.appOrigin))
  // The chain library's parts are loaded once, for the APIs and for the previews' ENS lookups.
  const rpcDeadlineMs = api.tuning?.rpcDeadlineMs ?? RPC_DEADLINE_MS
  const chain = config.auth === 'siwe' ? await loadServerChain(config, api.chain ?? {}, rpcDeadlineMs) : undefined
  app.route('/', await createApi({ ...api, chain }))
  const nameLookups = api.stores.rateLimiter('preview-names', PREVIEW_NAME_LOOKUPS)
  const clock = api.clock ?? new SystemClock()
  const preview = chain
    ? previewPages({
        mayLookUpName: async (c) => {
          try {
            return (await nameLookups.take(clientKeyOf(clientAddress(c)), clock.now())) === 0
          } catch (err) {
            // Never one shared allowance: a page whose client is unknown is served without a name lookup.
            telemetry.failed('page previews', err)
            return false
          }
        },
        appOrigin: config.appOrigin,
        indexHtml: async () => page,
        creatorStore: api.stores.creatorStore,
        checksumAddress: chain.checksumAddress,
        chains: config.chains,
        chainReader: chain.chainReader,
        clock,
        telemetry,
      })
    : undefined
  app.use('*', async (c, next) => (DOT_SEGMENT.test(c.req.path) ? c.notFound() : next()))
  app.use('/assets/*', immutableAssets)
  app.use('*', serveStatic({ root, onFound: revalidateHtml }))
  const indexHtml = serveStatic({ root, path: 'index.html', onFound: revalidateHtml })
  // A client route is any page navigation that matched no file: paths without an extension, and navigations
  // (Accept: text/html) to paths like /creators/vitalik.eth whose last segment only looks like a file name.
  app.get('*', async (c, next) => {
    const navigation = c.req.header('accept')?.includes('text/html') && !c.req.path.startsWith('/assets/')
    if (HAS_EXTENSION.test(c.req.path) && !navigation) return next()
    return (await preview?.(c)) ?? indexHtml(c, next)
  })
  app.notFound((c) => c.text('Not found', 404))
  app.onError((err, c) => {
    console.error('server error:', err)
    return c.text('Internal server error', 500)
  })
  return app
}
