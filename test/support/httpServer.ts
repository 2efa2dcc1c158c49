import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'

/** Serves a fetch handler (a Hono app) on a free loopback port with @hono/node-server, as production does. */
export async function startHttpServer(app: {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>
}): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      }),
  }
}

/** The `name=value` pair of a Set-Cookie header, to send back in a Cookie header. */
export function cookiePair(setCookie: string | null): string {
  return (setCookie ?? '').split(';')[0] ?? ''
}
