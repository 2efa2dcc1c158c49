import { Hono } from 'hono'

/** Whether the server can serve now, with the reason when not (`draining`, `database: ...`). */
export type ReadinessCheck = () => Promise<{ ready: true } | { ready: false; reason: string }>

/**
 * `GET /healthz`: 200 while the process answers (a load balancer or orchestrator restarts it otherwise).
 * `GET /readyz`: 200 when `readiness` says the server can serve (its database answers in time, its migrations are
 * current, it is not draining), else 503 with the reason: a load balancer sends it no traffic until then. Both are
 * cheap (one readiness check at a time, shared by concurrent probes), JSON and never cached; mounted before the rate
 * limits, which they never count against.
 * @example app.route('/', healthRoutes(() => stores.readiness(1_000)))
 */
export function healthRoutes(readiness: ReadinessCheck): Hono {
  let running: ReturnType<ReadinessCheck> | undefined
  const check = () => {
    running ??= readiness().finally(() => {
      running = undefined
    })
    return running
  }
  // No app-wide middleware here: mounted at '/', it would run for every path of the server.
  const noStore = { 'Cache-Control': 'no-store' }
  const app = new Hono()
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore))
  app.get('/readyz', async (c) => {
    const state = await check()
    return state.ready
      ? c.json({ status: 'ready' }, 200, noStore)
      : c.json({ status: 'unavailable', reason: state.reason }, 503, noStore)
  })
  return app
}
