import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { SystemClock } from '../../../src/adapters/clock/systemClock'
import { ClientAddressUnreadableError, remoteAddress } from '../../../src/adapters/server/clientAddress'
import { createApiGroup } from '../../../src/adapters/server/createApiGroup'
import { observeRequests, UNREADABLE } from '../../../src/adapters/server/observeRequests'
import { createPromTelemetry } from '../../../src/adapters/server/promTelemetry'
import type { RequestRecord, ServerTelemetry } from '../../../src/ports/serverTelemetry'
import { memoryRateLimiter } from '../../support/authServer'
import { startHttpServer } from '../../support/httpServer'
import { silentTelemetry } from '../../support/silentTelemetry'

/** Telemetry that keeps what it was told. */
function recording() {
  const failures: { api: string; err: unknown }[] = []
  const requests: RequestRecord[] = []
  const telemetry: ServerTelemetry = {
    ...silentTelemetry,
    request: (record) => requests.push(record),
    failed: (api, err) => failures.push({ api, err }),
  }
  return { telemetry, failures, requests }
}

/** A rate-limited API (one request per client) behind the request log, as the server assembles them. */
function limitedApi(telemetry: ServerTelemetry) {
  const group = createApiGroup<'read'>({
    basePath: '/api/things',
    name: 'things API',
    notFoundMessage: 'No such things endpoint',
    storeUnavailableMessage: 'The things store is unavailable',
    appOrigin: 'http://localhost:8080',
    clock: new SystemClock(),
    rateLimits: { read: { limit: 1, windowMs: 60_000 } },
    rateLimiter: memoryRateLimiter,
    telemetry,
  })
  group.app.get('/thing', group.limited('read'), (c) => c.json({ ok: true }))
  const app = new Hono()
  app.use('*', observeRequests({ telemetry, clientAddress: remoteAddress }))
  app.route('/', group.app)
  return app
}

describe('remoteAddress', () => {
  test('default: served by @hono/node-server, the socket address', async () => {
    const app = new Hono().get('/', (c) => c.text(remoteAddress(c)))
    const server = await startHttpServer(app)
    try {
      expect(await (await fetch(server.url)).text()).toBe('127.0.0.1')
    } finally {
      await server.close()
    }
  })

  test('behavior: a request handed no connection is refused and reported, never counted under a shared key', async () => {
    const { telemetry, failures, requests } = recording()
    const app = limitedApi(telemetry)
    // Called the way a wrapper that drops the environment calls it: two requests, from whoever.
    const answers = [await app.request('/api/things/thing'), await app.request('/api/things/thing')]
    expect(answers.map((res) => res.status)).toEqual([500, 500])
    expect(failures.filter(({ err }) => err instanceof ClientAddressUnreadableError)).toHaveLength(4)
    expect(failures.map(({ api }) => api)).toEqual(['things API', 'request log', 'things API', 'request log'])
    expect(requests.map(({ client }) => client)).toEqual([UNREADABLE, UNREADABLE])
  })

  test('behavior: the same API served with its connection counts the client and limits it', async () => {
    const { telemetry, failures } = recording()
    const server = await startHttpServer(limitedApi(telemetry))
    try {
      const statuses = [
        (await fetch(`${server.url}/api/things/thing`)).status,
        (await fetch(`${server.url}/api/things/thing`)).status,
      ]
      expect(statuses).toEqual([200, 429])
      expect(failures).toEqual([])
    } finally {
      await server.close()
    }
  })

  test('behavior: the failure is counted in the metrics by API and code', async () => {
    const { registry, telemetry } = createPromTelemetry()
    await limitedApi(telemetry).request('/api/things/thing')
    const text = await registry.metrics()
    expect(text).toContain('server_failures_total{api="things API",code="client-address-unreadable"} 1')
    expect(text).toContain('server_failures_total{api="request log",code="client-address-unreadable"} 1')
  })
})
