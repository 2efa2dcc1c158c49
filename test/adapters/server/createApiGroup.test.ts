import { describe, expect, test } from 'vitest'
import { SystemClock } from '../../../src/adapters/clock/systemClock'
import { ApiError } from '../../../src/adapters/server/apiError'
import { createApiGroup } from '../../../src/adapters/server/createApiGroup'
import { StoreUnavailableError } from '../../../src/adapters/server/guardStore'
import type { RateLimit } from '../../../src/ports/rateLimiter'
import { memoryRateLimiter } from '../../support/authServer'
import { silentTelemetry } from '../../support/silentTelemetry'

const ORIGIN = 'http://localhost:8080'

function group(limiters: string[] = []) {
  return createApiGroup<'read'>({
    basePath: '/api/things',
    name: 'things API',
    notFoundMessage: 'No such things endpoint',
    storeUnavailableMessage: 'The things store is unavailable',
    appOrigin: ORIGIN,
    clock: new SystemClock(),
    rateLimits: { read: { limit: 2, windowMs: 60_000 } },
    rateLimiter: (scope: string, rule: RateLimit) => {
      limiters.push(scope)
      return memoryRateLimiter(scope, rule)
    },
    telemetry: silentTelemetry,
    // Asked in-process (app.request hands no connection): one client, named.
    clientAddress: () => '192.0.2.1',
  })
}

describe('createApiGroup', () => {
  test('default: a thrown ApiError is its JSON answer, no-store', async () => {
    const { app } = group()
    app.get('/a', () => {
      throw new ApiError(403, 'not-owner', 'Only the creator', { field: 'x', reason: undefined })
    })
    const res = await app.request('/api/things/a')
    expect(res.status).toBe(403)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ error: { code: 'not-owner', message: 'Only the creator', field: 'x' } })
  })

  test('behavior: a route that says how long its answer may be kept is believed; others stay no-store', async () => {
    const { app } = group()
    app.get('/picture', (c) => c.body('x', 200, { 'Cache-Control': 'public, max-age=300' }))
    app.get('/json', (c) => c.json({}))
    expect((await app.request('/api/things/picture')).headers.get('cache-control')).toBe('public, max-age=300')
    expect((await app.request('/api/things/json')).headers.get('cache-control')).toBe('no-store')
  })

  test('behavior: a store failure is 503 with the group message, anything else 500 without details', async () => {
    const { app } = group()
    app.get('/store', () => {
      throw new StoreUnavailableError('nonces.issue took over 1 ms')
    })
    app.get('/bug', () => {
      throw new TypeError('secret detail')
    })
    expect(await (await app.request('/api/things/store')).json()).toEqual({
      error: { code: 'store-unavailable', message: 'The things store is unavailable' },
    })
    const bug = await app.request('/api/things/bug')
    expect(bug.status).toBe(500)
    expect(await bug.text()).not.toContain('secret detail')
    expect((await (await app.request('/api/things/none')).json()).error).toEqual({
      code: 'not-found',
      message: 'No such things endpoint',
    })
  })

  test('behavior: routes that count against one scope share one limiter', async () => {
    const made: string[] = []
    const g = group(made)
    g.app.get('/a', g.limited('read'), (c) => c.text('a'))
    g.app.post('/b', ...g.writeGuards('read'), (c) => c.text('b'))
    expect(made).toEqual(['read'])
    const statuses = [
      (await g.app.request('/api/things/a')).status,
      (await g.app.request('/api/things/b', { method: 'POST', headers: { origin: ORIGIN } })).status,
      (await g.app.request('/api/things/a')).status,
    ]
    expect(statuses).toEqual([200, 200, 429])
  })
})
