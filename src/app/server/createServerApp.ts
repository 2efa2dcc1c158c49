import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { secureHeaders } from 'hono/secure-headers'
import { authErrorResponse } from '../../adapters/server/authErrorResponse'
import { SystemClock } from '../../adapters/clock/systemClock'
import { MemorySessionStore } from '../../adapters/memory/memorySessionStore'
import { composeAuthRoutes, type AuthOverrides } from './composeAuthRoutes'
import { composeCreatorRoutes, type CreatorOverrides } from './composeCreatorRoutes'
import { contentSecurityPolicy } from './contentSecurityPolicy'
import { inlineScriptHashes } from './inlineScriptHashes'
import { redirectToAppOrigin } from './redirectToAppOrigin'
import type { ServerConfig } from './serverConfig'

export type CreateServerAppParameters = {
  config: ServerConfig
  /** The built client (vite build output). */
  distDir: string
  auth?: AuthOverrides | undefined
  /** The creators API's parts; its sessions are always the sign-in API's (`auth.sessionStore` or its default). */
  creators?: CreatorOverrides | undefined
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

/**
 * The production server: the sign-in API under /api/auth and the creators API under /api/creators (both unless
 * VITE_AUTH=off: creators need sessions) and the built client from
 * `distDir`, with index.html for client routes (paths without a file extension); gzip, immutable caching of
 * fingerprinted assets, and security headers (a CSP that lets through only the configured RPC, wallet and
 * analytics hosts). Pages asked for under another loopback name of APP_ORIGIN redirect to APP_ORIGIN.
 * @example serve({ fetch: (await createServerApp({ config, distDir: 'dist' })).fetch, port: 8080 })
 */
export async function createServerApp({ config, distDir, auth, creators }: CreateServerAppParameters): Promise<Hono> {
  // serveStatic resolves `root` against the working directory.
  const root = relative(process.cwd(), distDir) || '.'
  const app = new Hono()
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
  if (config.auth === 'siwe') {
    // One session store for both APIs: the creators API reads the sessions the sign-in API makes.
    const clock = auth?.clock ?? new SystemClock()
    const sessionStore = auth?.sessionStore ?? new MemorySessionStore({ clock })
    app.route('/', await composeAuthRoutes(config, { ...auth, clock, sessionStore }))
    app.route('/', await composeCreatorRoutes(config, sessionStore, { clock, ...creators }))
  }
  app.all('/api/*', (c) => authErrorResponse(c, 404, 'not-found', 'No such API endpoint'))
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
