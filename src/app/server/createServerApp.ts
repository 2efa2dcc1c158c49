import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { secureHeaders } from 'hono/secure-headers'
import { forwardedClientAddress, remoteAddress } from '../../adapters/server/clientAddress'
import { consoleTelemetry } from '../../adapters/server/consoleTelemetry'
import { healthRoutes, type ReadinessCheck } from '../../adapters/server/healthRoutes'
import { observeRequests } from '../../adapters/server/observeRequests'
import { createApi, type CreateApiParameters } from './createApi'
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

const ALWAYS_READY: ReadinessCheck = async () => ({ ready: true })

/**
 * The production server: /healthz and /readyz for load balancers, the sign-in API under /api/auth and the creators API under /api/creators (both unless
 * VITE_AUTH=off: creators need sessions) and the built client from
 * `distDir`, with index.html for client routes (paths without a file extension); gzip, immutable caching of
 * fingerprinted assets, and security headers (a CSP that lets through only the configured RPC, wallet and
 * analytics hosts). Pages asked for under another loopback name of APP_ORIGIN redirect to APP_ORIGIN. Every request
 * is reported to the telemetry (a log line, the request metrics) and answered with its `X-Request-Id`.
 * @example serve({ fetch: (await createServerApp({ config, distDir: 'dist', stores })).fetch, port: 8080 })
 */
export async function createServerApp({
  distDir,
  readiness = ALWAYS_READY,
  ...api
}: CreateServerAppParameters): Promise<Hono> {
  const { config } = api
  // serveStatic resolves `root` against the working directory.
  const root = relative(process.cwd(), distDir) || '.'
  const app = new Hono()
  const clientAddress = config.trustProxyHops ? forwardedClientAddress(config.trustProxyHops) : remoteAddress
  app.use('*', observeRequests({ telemetry: api.telemetry ?? consoleTelemetry, clientAddress }))
  // Before the redirect and the APIs' limits: a load balancer probes by address, as often as it likes.
  app.route('/', healthRoutes(readiness))
  const csp = contentSecurityPolicy(config, await pageScriptHashes(distDir))
  // Coinbase's wallet popup talks back to its opener, so same-origin-allow-popups rather than same-origin.
  app.use('*', secureHeaders({ crossOriginOpenerPolicy: 'same-origin-allow-popups', strictTransportSecurity: false }))
  app.use('*', async (c, next) => {
    await next()
    c.header('Content-Security-Policy', csp)
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  })
  app.use('*', compress())
  app.use('*', redirectToAppOrigin(config.appOrigin))
  app.route('/', await createApi(api))
  app.use('*', async (c, next) => (DOT_SEGMENT.test(c.req.path) ? c.notFound() : next()))
  app.use('/assets/*', immutableAssets)
  app.use('*', serveStatic({ root, onFound: revalidateHtml }))
  const indexHtml = serveStatic({ root, path: 'index.html', onFound: revalidateHtml })
  // A client route is any page navigation that matched no file: paths without an extension, and navigations
  // (Accept: text/html) to paths like /creators/vitalik.eth whose last segment only looks like a file name.
  app.get('*', async (c, next) => {
    const navigation = c.req.header('accept')?.includes('text/html') && !c.req.path.startsWith('/assets/')
    return !HAS_EXTENSION.test(c.req.path) || navigation ? indexHtml(c, next) : next()
  })
  app.notFound((c) => c.text('Not found', 404))
  app.onError((err, c) => {
    console.error('server error:', err)
    return c.text('Internal server error', 500)
  })
  return app
}

/** The hashes of index.html's inline scripts (the locale script of the page head); none when there is no build. */
async function pageScriptHashes(distDir: string): Promise<string[]> {
  try {
    return inlineScriptHashes(await readFile(join(distDir, 'index.html'), 'utf8'))
  } catch {
    return []
  }
}
