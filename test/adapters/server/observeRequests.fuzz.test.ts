import fc from 'fast-check'
import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { observeRequests } from '../../../src/adapters/server/observeRequests'
import type { RequestRecord } from '../../../src/ports/serverTelemetry'
import { silentTelemetry } from '../../support/silentTelemetry'

function observed() {
  const records: RequestRecord[] = []
  const telemetry = { ...silentTelemetry, request: (r: RequestRecord) => records.push(r) }
  const app = new Hono()
  app.use('*', observeRequests({ telemetry, clientAddress: (c) => c.req.header('x-client') ?? 'unknown' }))
  app.get('/things/:id', (c) => c.text('ok'))
  return { app, records }
}

const VALID = /^[A-Za-z0-9._:@+=-]{1,128}$/

describe('observeRequests', () => {
  test('behavior: a valid X-Request-Id is kept, any other replaced by a UUID; the same id is logged', async () => {
    const { app, records } = observed()
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 140 }), async (given) => {
        const res = await app.request('/things/7', { headers: { 'x-request-id': given } })
        const id = res.headers.get('x-request-id') ?? ''
        // A header value arrives without its surrounding spaces (Fetch normalises it).
        const sent = given.replace(/^[ \t]+|[ \t]+$/g, '')
        const kept = VALID.test(sent)
        expect(id).toBe(kept ? sent : id)
        if (!kept) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/)
        expect(records.at(-1)).toMatchObject({ requestId: id, route: '/things/:id', status: 200 })
      }),
      { numRuns: 60 },
    )
  })

  test('behavior: the client is a keyed hash of its rate-limit key: one /64 hashes alike, nothing of it shows', async () => {
    const { app, records } = observed()
    for (const client of ['2001:db8:1:2::a', '2001:db8:1:2::b', '203.0.113.9'])
      await app.request('/things/1', { headers: { 'x-client': client } })
    const [a, b, c] = records.map((r) => r.client)
    expect(a).toBe(b)
    expect(c).not.toBe(a)
    expect(JSON.stringify(records)).not.toMatch(/2001|203\.0/)
  })
})
