import { serve } from '@hono/node-server'
import { createServerApp } from '../../../src/app/server/createServerApp'
import { readServerConfig } from '../../../src/app/server/serverConfig'
import { E2E_ORIGIN, E2E_VITE_ENV } from './ports'

/** The app as `npm start` serves it (static files plus the sign-in API), started in this process. */
export async function startAppServer({ root, port }: { root: string; port: number }) {
  // The same VITE_* values as the build (scripts/e2e.mjs), as `npm start` does: the GA id widens the CSP.
  const env = { ...E2E_VITE_ENV, VITE_GA_MEASUREMENT_ID: process.env.VITE_GA_MEASUREMENT_ID }
  const config = readServerConfig({ ...env, PORT: String(port), HOST: '127.0.0.1', APP_ORIGIN: E2E_ORIGIN })
  const app = await createServerApp({ config, distDir: root })
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s))
    s.once('error', reject)
  })
  return {
    url: E2E_ORIGIN,
    stop: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
