import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { loadEnv, type Plugin, type ViteDevServer } from 'vite'
import type { createApi } from './createApi'
import type { openStateStores } from './openStateStores'
import type { describeState, readServerConfig } from './serverConfig'

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>
type ServerModules = {
  createApi: typeof createApi
  readServerConfig: typeof readServerConfig
  describeState: typeof describeState
  openStateStores: typeof openStateStores
}

/** The dev server's own origin, unless APP_ORIGIN says otherwise (then open the app there). */
function devOrigin(server: ViteDevServer, env: Record<string, string | undefined>): string {
  if (env.APP_ORIGIN) return env.APP_ORIGIN
  const local = server.resolvedUrls?.local[0]
  return local ? new URL(local).origin : `http://localhost:${server.config.server.port ?? 5173}`
}

// The server code is loaded through Vite's SSR loader at the first request rather than imported here, so the
// config file stays small and the API code is transpiled like the rest of the app.
async function loadServerModules(server: ViteDevServer): Promise<ServerModules> {
  const [api, config, stores] = await Promise.all([
    server.ssrLoadModule('/src/app/server/createApi.ts'),
    server.ssrLoadModule('/src/app/server/serverConfig.ts'),
    server.ssrLoadModule('/src/app/server/openStateStores.ts'),
  ])
  return {
    createApi: api.createApi,
    readServerConfig: config.readServerConfig,
    describeState: config.describeState,
    openStateStores: stores.openStateStores,
  } as ServerModules
}

async function createListener(server: ViteDevServer): Promise<Listener> {
  const modules = await loadServerModules(server)
  const env = { ...loadEnv(server.config.mode, server.config.envDir || server.config.root, ''), ...process.env }
  const config = modules.readServerConfig({ ...env, APP_ORIGIN: devOrigin(server, env) })
  const stores = await modules.openStateStores(config.state)
  server.httpServer?.once('close', () => void stores.close())
  // The same APIs as `npm start` (createApi), VITE_AUTH=off included.
  const app = await modules.createApi({ config, stores })
  const state = modules.describeState(config.state)
  server.config.logger.info(
    config.auth === 'siwe'
      ? `  sign-in API at /api/auth, creators API at /api/creators (APP_ORIGIN ${config.appOrigin}, state: ${state})`
      : '  VITE_AUTH=off: no sign-in or creators API',
  )
  return getRequestListener(app.fetch)
}

/**
 * Mounts the sign-in and creators APIs (the same routes `npm start` serves) inside `vite` dev, so the app works
 * unchanged. Built on the first /api request, when the dev server knows its own URL.
 */
export function devApiPlugin(): Plugin {
  return {
    name: 'creators-studio:sign-in-api',
    apply: 'serve',
    configureServer(server) {
      let listener: Promise<Listener> | undefined
      server.middlewares.use((req, res, next) => {
        if (!/^\/api\/(?:auth|creators)(?:[/?]|$)/.test(req.url ?? '')) return next()
        listener ??= createListener(server)
        listener
          .then((handle) => handle(req, res))
          .catch((err: unknown) => {
            listener = undefined
            next(err)
          })
      })
    },
  }
}
