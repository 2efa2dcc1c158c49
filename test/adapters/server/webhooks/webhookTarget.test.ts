import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getAddress } from 'viem'
import { afterAll, describe, expect, test } from 'vitest'
import { SystemClock } from '../../../../src/adapters/clock/systemClock'
import { MemorySessionStore } from '../../../../src/adapters/memory/memorySessionStore'
import { MemoryRateLimiter } from '../../../../src/adapters/server/memoryRateLimiter'
import { createWebhookRoutes } from '../../../../src/adapters/server/createWebhookRoutes'
import { SESSION_COOKIE } from '../../../../src/adapters/server/sessionCookie'
import { addressClass } from '../../../../src/adapters/server/webhooks/addressClass'
import { type Resolve, webhookTarget } from '../../../../src/adapters/server/webhooks/webhookTarget'
import { startWebhookWorker } from '../../../../src/adapters/server/webhooks/webhookWorker'
import { migrateStateDatabase } from '../../../../src/adapters/sql/migrateStateDatabase'
import { openDatabase } from '../../../../src/adapters/sql/openDatabase'
import { SqlWebhookStore } from '../../../../src/adapters/sql/sqlWebhookStore'
import type { WebhookDeliveryRecord } from '../../../../src/ports/serverTelemetry'
import { alice } from '../../../support/siweSigning'

// Every address class the guard refuses, as a resolver may answer it (IPv4, IPv6, IPv4-mapped IPv6).
const REFUSED: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1'],
  private: ['10.0.0.1', '172.16.5.4', '192.168.1.1', 'fc00::1', '::ffff:10.1.2.3'],
  'link-local': ['169.254.169.254', 'fe80::1', '::ffff:169.254.169.254'],
  'carrier-grade-nat': ['100.64.0.1', '100.127.255.254', '::ffff:100.64.0.1'],
  multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1', '255.255.255.255'],
  unspecified: ['0.0.0.0', '::', '::ffff:0.0.0.0'],
}
const PUBLIC = ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']
const CASES = Object.entries(REFUSED).flatMap(([kind, addresses]) => addresses.map((address) => [kind, address]))
const resolving =
  (address: string): Resolve =>
  async () => [{ address, family: address.includes(':') ? 6 : 4 }]

describe('addressClass', () => {
  test.each(CASES)('parameters: %s %s is refused as its class', (kind, address) => {
    expect(addressClass(address)).toBe(kind)
  })

  test.each(PUBLIC)('default: %s is public', (address) => {
    expect(addressClass(address)).toBe('public')
  })

  test('parameters: tunnels that embed another address are not public', () => {
    expect(addressClass('2002:7f00:1::1')).not.toBe('public')
    expect(addressClass('64:ff9b::7f00:1')).not.toBe('public')
  })
})

describe('webhookTarget', () => {
  const guard = (resolve: Resolve) => ({ resolve, allowPrivate: false })

  test.each(CASES)('behavior: a name resolving to %s %s is refused', async (kind, address) => {
    expect(await webhookTarget(new URL('https://hooks.example/in'), guard(resolving(address)))).toEqual({
      ok: false,
      reason: kind,
    })
  })

  test('behavior: an address literal is checked as it is, without a lookup', async () => {
    const never: Resolve = async () => {
      throw new Error('looked up')
    }
    expect(await webhookTarget(new URL('https://[::1]/'), guard(never))).toEqual({ ok: false, reason: 'loopback' })
    expect(await webhookTarget(new URL('https://169.254.169.254/'), guard(never))).toMatchObject({ ok: false })
  })

  test('behavior: one private address among public ones is refused; plain http is refused', async () => {
    const mixed: Resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]
    expect(await webhookTarget(new URL('https://hooks.example/'), guard(mixed))).toMatchObject({ ok: false })
    expect(await webhookTarget(new URL('http://hooks.example/'), guard(resolving('93.184.216.34')))).toEqual({
      ok: false,
      reason: 'not-https',
    })
  })

  test('default: a public address passes and is the one connected to', async () => {
    expect(await webhookTarget(new URL('https://hooks.example/'), guard(resolving('93.184.216.34')))).toEqual({
      ok: true,
      address: '93.184.216.34',
      family: 4,
    })
  })

  test('parameters: WEBHOOKS_ALLOW_PRIVATE lifts both rules', async () => {
    const target = await webhookTarget(new URL('http://hooks.example/'), {
      resolve: resolving('127.0.0.1'),
      allowPrivate: true,
    })
    expect(target).toEqual({ ok: true, address: '127.0.0.1', family: 4 })
  })
})

describe('the SSRF guard at save and at delivery', () => {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-ssrf-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test('behavior: refused at save for every class; a name that resolved publicly at save is refused at delivery', {
    timeout: 60_000,
  }, async () => {
    const database = openDatabase({ kind: 'sqlite', file: join(dir, 'state.db') })
    await migrateStateDatabase(database)
    const store = new SqlWebhookStore(database.db, 'sqlite')
    const clock = new SystemClock()
    const sessions = new MemorySessionStore()
    const id = await sessions.create({ address: alice.address, chainId: 1, expiresAt: clock.now() + 3_600_000 })
    let answer = '93.184.216.34'
    const resolve: Resolve = async () => [{ address: answer, family: answer.includes(':') ? 6 : 4 }]
    const app = createWebhookRoutes({
      appOrigin: 'http://localhost:8080',
      sessionStore: sessions,
      webhookStore: store,
      checksumAddress: (a) => getAddress(a),
      clock,
      allowPrivate: false,
      resolve,
      rateLimiter: (_scope, rule) => new MemoryRateLimiter(rule),
      rateLimit: { limit: 1000, windowMs: 60_000 },
      // Asked in-process (app.request hands no connection): one client, named.
      clientAddress: () => '192.0.2.1',
    })
    const add = (url: string) =>
      app.request(`/api/creators/${alice.address}/webhooks`, {
        method: 'POST',
        headers: {
          cookie: `${SESSION_COOKIE}=${id}`,
          origin: 'http://localhost:8080',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ url }),
      })
    for (const [kind, address] of CASES) {
      answer = address!
      const res = await add('https://hooks.example/in')
      expect([address, res.status, await res.json()]).toEqual([
        address,
        400,
        { error: { code: 'webhook-url-refused', message: expect.any(String), field: 'url', reason: kind } },
      ])
    }
    // Saved while the name resolved to a public address; by delivery it resolves to 127.0.0.1 (DNS rebinding).
    answer = '93.184.216.34'
    // Three endpoints, so that no one of them reaches the ten failures in a row that would turn it off.
    const endpointIds: string[] = []
    for (let i = 0; i < 3; i++) {
      const saved = await add(`https://hooks.example/in/${i}`)
      expect(saved.status).toBe(201)
      endpointIds.push(((await saved.json()) as { id: string }).id)
    }
    const reports: WebhookDeliveryRecord[] = []
    const errors: unknown[] = []
    for (const [i] of CASES.entries()) {
      const endpointId = endpointIds[i % endpointIds.length]
      await store.enqueue(alice.address, { type: 'webhook.test', occurredAt: clock.now() }, clock.now(), endpointId)
    }
    const worker = startWebhookWorker({
      store,
      readSupport: async () => null,
      receiptUrl: () => '',
      clock,
      schedule: [3_600_000],
      resolve: async () => {
        const [, address] = CASES[reports.length % CASES.length]!
        return [{ address: address!, family: address!.includes(':') ? 6 : 4 }]
      },
      allowPrivate: false,
      report: (record) => reports.push(record),
      failed: (err) => errors.push(err),
      pollMs: 10,
      batchSize: 1,
    })
    while (reports.length < CASES.length && errors.length === 0) await new Promise((r) => setTimeout(r, 20))
    await worker.stop()
    expect(errors).toEqual([])
    expect(reports.map((r) => r.outcome)).toEqual(CASES.map(() => 'refused'))
    for (const endpointId of endpointIds) {
      const rows = await store.listDeliveries(alice.address, endpointId)
      expect(rows!.every((row) => row.status === 'pending' && row.attempts === 1 && row.responseCode === null)).toBe(
        true,
      )
    }
    await database.close()
  })
})
