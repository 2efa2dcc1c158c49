import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createWalletClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { WebhookWorker } from '../../../src/adapters/server/webhooks/webhookWorker'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import type { WebhookDeliveryRecord } from '../../../src/ports/serverTelemetry'
import type { StateConfig } from '../../../src/app/server/serverConfig'
import { startWebhookDelivery } from '../../../src/app/server/startWebhookDelivery'
import { consoleTelemetry } from '../../../src/adapters/server/consoleTelemetry'
import { anvilReceipt, startAnvil, type Anvil } from '../../support/anvil'
import {
  CREATORS_CHAIN_ID,
  CREATORS_ORIGIN,
  type ServedCreatorsApi,
  serveCreatorsApi,
  type Tab,
} from '../../support/creatorsServer'
import { createTestDatabase } from '../../support/postgres'
import { bob } from '../../support/siweSigning'
import {
  type ReceivedWebhook,
  startWebhookReceiver,
  verifyWebhook,
  type WebhookReceiver,
} from '../../support/webhookReceiver'

// The webhooks API as npm start serves it (createServerApp over openStateStores) with this instance's delivery
// worker, delivering to a real HTTP receiver on 127.0.0.1 (so WEBHOOKS_ALLOW_PRIVATE=on), on a real anvil chain.
const HOUR = 3_600_000
// Retries come fast here; more of them than the failures that turn an endpoint off.
const SCHEDULE = Array.from({ length: 12 }, () => 100)

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
})

const freshAccount = () => privateKeyToAccount(generatePrivateKey())

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

type Endpoint = { id: string; url: string; enabled: boolean; disabledReason: string | null; secret?: string }
type Delivery = { id: string; status: string; attempts: number; responseCode: number | null; eventType: string }

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`webhooks API over ${kind} (real server, real receiver)`, () => {
    let anvil: Anvil
    let server: ServedCreatorsApi
    let worker: WebhookWorker
    let offset = 0
    const reports: WebhookDeliveryRecord[] = []
    const receivers: WebhookReceiver[] = []
    const dir = mkdtempSync(join(tmpdir(), 'webhooks-api-state-'))

    beforeAll(async () => {
      anvil = await startAnvil({ chainId: CREATORS_CHAIN_ID })
      const state: StateConfig =
        kind === 'sqlite' ? { kind, file: join(dir, 'state.db') } : { kind, url: await createTestDatabase() }
      server = await serveCreatorsApi(state, anvil.url, { env: { WEBHOOKS_ALLOW_PRIVATE: 'on' } })
      startWorker()
    }, 60_000)

    function startWorker() {
      worker = startWebhookDelivery({
        config: { appOrigin: CREATORS_ORIGIN, webhooks: { allowPrivate: true, retryScheduleMs: SCHEDULE } },
        stores: server.stores,
        telemetry: { ...consoleTelemetry, webhookDelivery: (record) => reports.push(record) },
        log: { warn: () => {}, error: (message: string) => console.error(message) },
        clock: { now: () => Date.now() + offset },
        pollMs: 25,
      })
    }

    afterEach(async () => {
      offset = 0
      await Promise.all(receivers.splice(0).map((r) => r.close()))
    })

    afterAll(async () => {
      await worker?.stop()
      await server?.close()
      await anvil?.stop()
      rmSync(dir, { recursive: true, force: true })
    })

    const base = (creator: Address) => `${server.url}/api/creators/${creator}/webhooks`

    async function receiver(): Promise<WebhookReceiver> {
      const r = await startWebhookReceiver()
      receivers.push(r)
      return r
    }

    async function creatorWithEndpoint(url: string): Promise<{ tab: Tab; creator: Address; endpoint: Endpoint }> {
      const account = freshAccount()
      const tab = await server.signedIn(account)
      const res = await tab(base(account.address), json('POST', { url }))
      expect(res.status).toBe(201)
      return { tab, creator: account.address, endpoint: (await res.json()) as Endpoint }
    }

    const sendTest = async (tab: Tab, creator: Address, id: string) => {
      const res = await tab(`${base(creator)}/${id}/test`, { method: 'POST' })
      expect(res.status).toBe(202)
      return ((await res.json()) as { deliveryId: string }).deliveryId
    }

    const deliveries = async (tab: Tab, creator: Address, id: string): Promise<Delivery[]> =>
      ((await (await tab(`${base(creator)}/${id}/deliveries`)).json()) as { items: Delivery[] }).items

    const endpointOf = async (tab: Tab, creator: Address, id: string): Promise<Endpoint> =>
      ((await (await tab(base(creator))).json()) as { items: Endpoint[] }).items.find((e) => e.id === id) as Endpoint

    test('default: a test event arrives signed so that standardwebhooks verifies it, and not with another secret', async () => {
      const r = await receiver()
      const { tab, creator, endpoint } = await creatorWithEndpoint(r.url)
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
      expect(Buffer.from(endpoint.secret!.slice(6), 'base64').length).toBeGreaterThanOrEqual(24)
      // The secret is shown once: the list never carries it.
      expect(JSON.stringify(await (await tab(base(creator))).json())).not.toContain(endpoint.secret)
      const deliveryId = await sendTest(tab, creator, endpoint.id)
      const [got] = await r.waitFor(1)
      expect(got!.id).toBe(deliveryId)
      expect(verifyWebhook(endpoint.secret!, got!)).toMatchObject({ type: 'webhook.test', data: { test: true } })
      expect(JSON.parse(got!.body).timestamp).toMatch(/^\d{4}-\d\d-\d\dT/)
      const other = `whsec_${Buffer.alloc(32, 7).toString('base64')}`
      expect(() => verifyWebhook(other, got!)).toThrow()
      const [row] = await until(
        () => deliveries(tab, creator, endpoint.id),
        (d) => d[0]?.status === 'succeeded',
      )
      expect(row).toMatchObject({ id: deliveryId, eventType: 'webhook.test', attempts: 1, responseCode: 200 })
    })

    test('behavior: a receiver answering 500 gets retries with the same webhook-id until it answers 200', async () => {
      const r = await receiver()
      r.answer((n) => ({ status: n < 3 ? 500 : 200 }))
      const { tab, creator, endpoint } = await creatorWithEndpoint(r.url)
      const deliveryId = await sendTest(tab, creator, endpoint.id)
      const got = await r.waitFor(4)
      expect(got.map((g) => g.id)).toEqual([deliveryId, deliveryId, deliveryId, deliveryId])
      for (const request of got) verifyWebhook(endpoint.secret!, request)
      const [row] = await until(
        () => deliveries(tab, creator, endpoint.id),
        (d) => d[0]?.status === 'succeeded',
      )
      expect(row).toMatchObject({ attempts: 4, responseCode: 200 })
      expect((await endpointOf(tab, creator, endpoint.id)).enabled).toBe(true)
    })

    test('behavior: Retry-After is honoured: the retry waits at least as long as the receiver asked', async () => {
      const r = await receiver()
      const at: number[] = []
      r.answer((n) => {
        at.push(Date.now())
        return n === 0 ? { status: 503, headers: { 'retry-after': '1' } } : { status: 200 }
      })
      const { tab, creator, endpoint } = await creatorWithEndpoint(r.url)
      await sendTest(tab, creator, endpoint.id)
      await r.waitFor(2)
      expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(900)
    })

    test('behavior: 410 turns the endpoint off at once; PATCH { enabled: true } turns it back on', async () => {
      const r = await receiver()
      r.answer(() => ({ status: 410 }))
      const { tab, creator, endpoint } = await creatorWithEndpoint(r.url)
      await sendTest(tab, creator, endpoint.id)
      const off = await until(
        () => endpointOf(tab, creator, endpoint.id),
        (e) => !e.enabled,
      )
      expect(off.disabledReason).toBe('gone')
      expect((await deliveries(tab, creator, endpoint.id))[0]).toMatchObject({ status: 'failed', responseCode: 410 })
      expect(r.received).toHaveLength(1)
      // A disabled endpoint takes no test; turned back on, it does.
      expect((await tab(`${base(creator)}/${endpoint.id}/test`, { method: 'POST' })).status).toBe(409)
      const on = await tab(`${base(creator)}/${endpoint.id}`, json('PATCH', { enabled: true }))
      expect(await on.json()).toMatchObject({ enabled: true, disabledReason: null })
      r.answer(() => ({ status: 200 }))
      await sendTest(tab, creator, endpoint.id)
      await r.waitFor(2)
    })

    test('behavior: 10 failed attempts in a row turn the endpoint off; its delivery waits, and goes once it is back on', async () => {
      const r = await receiver()
      r.answer(() => ({ status: 500 }))
      const { tab, creator, endpoint } = await creatorWithEndpoint(r.url)
      await sendTest(tab, creator, endpoint.id)
      const off = await until(
        () => endpointOf(tab, creator, endpoint.id),
        (e) => !e.enabled,
      )
      expect(off.disabledReason).toBe('failing')
      expect(r.received).toHaveLength(10)
      const [row] = await deliveries(tab, creator, endpoint.id)
      expect(row).toMatchObject({ status: 'pending', attempts: 10, responseCode: 500 })
      r.answer(() => ({ status: 200 }))
      await tab(`${base(creator)}/${endpoint.id}`, json('PATCH', { enabled: true }))
      await r.waitFor(11)
      await until(
        () => deliveries(tab, creator, endpoint.id),
        (d) => d[0]?.status === 'succeeded',
      )
    })

    test('behavior: a redirect is never followed: it is a failed attempt, retried', async () => {
      const target = await receiver()
      const r = await receiver()
      r.answer((n) => (n === 0 ? { status: 302, headers: { location: target.url } } : { status: 200 }))
      const { tab, creator, endpoint } = await creatorWithEndpoint(r.url)
      await sendTest(tab, creator, endpoint.id)
      await r.waitFor(2)
      expect(target.received).toHaveLength(0)
      const [row] = await until(
        () => deliveries(tab, creator, endpoint.id),
        (d) => d[0]?.status === 'succeeded',
      )
      expect(row!.attempts).toBe(2)
    })

    test('behavior: Redeliver sends a delivery again with its webhook-id', async () => {
      const r = await receiver()
      const { tab, creator, endpoint } = await creatorWithEndpoint(r.url)
      const deliveryId = await sendTest(tab, creator, endpoint.id)
      await until(
        () => deliveries(tab, creator, endpoint.id),
        (d) => d[0]?.status === 'succeeded',
      )
      const res = await tab(`${base(creator)}/${endpoint.id}/deliveries/${deliveryId}/redeliver`, { method: 'POST' })
      expect(res.status).toBe(202)
      const got = await r.waitFor(2)
      expect(got[1]!.id).toBe(deliveryId)
    })

    test('behavior: a claimed support sends support.created and support.noted with the support and its receipt', async () => {
      const r = await receiver()
      const { creator, endpoint } = await creatorWithEndpoint(r.url)
      const txHash = await pay(creator)
      const supporter = await server.signedIn(bob)
      const claim = await supporter(
        `${server.url}/api/creators/${creator}/supports`,
        json('POST', { chainId: CREATORS_CHAIN_ID, txHash, note: 'Keep going!' }),
      )
      expect(claim.status).toBe(201)
      const got = await r.waitFor(2)
      const bodies = got.map(
        (g) => verifyWebhook(endpoint.secret!, g) as { type: string; data: Record<string, unknown> },
      )
      expect(bodies.map((b) => b.type).sort()).toEqual(['support.created', 'support.noted'])
      for (const body of bodies) {
        expect(body.data).toMatchObject({
          chainId: CREATORS_CHAIN_ID,
          txHash,
          from: bob.address,
          asset: { symbol: 'ETH', decimals: 18, address: null },
          amount: '1000000000000000',
          note: 'Keep going!',
          receiptUrl: `${CREATORS_ORIGIN}/creators/${creator}/supports/${CREATORS_CHAIN_ID}/${txHash}`,
        })
      }
      expect(new Set(got.map((g) => g.id)).size).toBe(2)
    })

    test('behavior: a note the creator hid is never sent, in a first delivery or in a retry', async () => {
      const note = 'A secret word'
      const r = await receiver()
      let open = false
      r.answer(() => ({ status: open ? 200 : 500 }))
      const first = await creatorWithEndpoint(r.url)
      const second = await creatorWithEndpoint(r.url)
      const supporter = await server.signedIn(bob)
      const claimAndHide = async ({ tab, creator }: { tab: Tab; creator: Address }) => {
        const txHash = await pay(creator)
        const claim = json('POST', { chainId: CREATORS_CHAIN_ID, txHash, note })
        expect((await supporter(`${server.url}/api/creators/${creator}/supports`, claim)).status).toBe(201)
        return async () => {
          const path = `${server.url}/api/creators/${creator}/supports/${CREATORS_CHAIN_ID}/${txHash}`
          expect((await tab(path, json('PATCH', { hidden: true }))).status).toBe(200)
        }
      }
      // A retry: both events fail once, then the worker stops (nothing in flight) and the note is hidden.
      const hideFirst = await claimAndHide(first)
      await r.waitFor(2)
      await worker.stop()
      await hideFirst()
      // A first delivery: hidden before the worker runs again.
      await (await claimAndHide(second))()
      const sentBefore = r.received.length
      open = true
      startWorker()
      for (const { tab, creator, endpoint } of [first, second]) {
        const rows = await until(
          () => deliveries(tab, creator, endpoint.id),
          (d) => d.length === 2 && d.every((row) => row.status === 'succeeded' || row.status === 'skipped'),
        )
        expect(rows.find((row) => row.eventType === 'support.noted')!.status).toBe('skipped')
        expect(rows.find((row) => row.eventType === 'support.created')!.status).toBe('succeeded')
      }
      const after = r.received.slice(sentBefore)
      expect(after.map((g) => g.type)).toEqual(['support.created', 'support.created'])
      for (const got of after) {
        expect(got.body).not.toContain(note)
        const secrets = [first, second].map((c) => c.endpoint.secret!)
        const verified = secrets.flatMap((s) => {
          try {
            return [verifyWebhook(s, got) as { data: { note: string; hidden: boolean } }]
          } catch {
            return []
          }
        })
        expect(verified[0]!.data).toMatchObject({ note: '', hidden: true })
      }
    })

    test('behavior: a rotated secret: both sign for 24 h, the old one not after', async () => {
      const r = await receiver()
      const { tab, creator, endpoint } = await creatorWithEndpoint(r.url)
      const rotated = await tab(`${base(creator)}/${endpoint.id}/rotate`, { method: 'POST' })
      const { secret, previousSecretUntil } = (await rotated.json()) as { secret: string; previousSecretUntil: number }
      expect(secret).not.toBe(endpoint.secret)
      expect(previousSecretUntil - Date.now()).toBeGreaterThan(24 * HOUR - 60_000)
      const deliverAt = async (shift: number): Promise<ReceivedWebhook> => {
        offset = shift
        const count = r.received.length
        await sendTest(tab, creator, endpoint.id)
        return (await r.waitFor(count + 1))[count]!
      }
      for (const shift of [0, 24 * HOUR - 5 * 60_000]) {
        const got = await deliverAt(shift)
        expect(verifyWebhook(secret, got)).toBeTruthy()
        expect(verifyWebhook(endpoint.secret!, got)).toBeTruthy()
        expect(String(got.headers['webhook-signature']).split(' ')).toHaveLength(2)
      }
      const late = await deliverAt(24 * HOUR + 60_000)
      expect(verifyWebhook(secret, late)).toBeTruthy()
      expect(() => verifyWebhook(endpoint.secret!, late)).toThrow()
    })

    test('behavior: at most 5 endpoints; a malformed URL and a non-https one are refused with the field', async () => {
      const r = await receiver()
      const { tab, creator } = await creatorWithEndpoint(r.url)
      for (let i = 0; i < 4; i++) expect((await tab(base(creator), json('POST', { url: r.url }))).status).toBe(201)
      const sixth = await tab(base(creator), json('POST', { url: r.url }))
      expect(sixth.status).toBe(409)
      expect(await sixth.json()).toMatchObject({ error: { code: 'webhook-limit' } })
      const bad = await tab(base(creator), json('POST', { url: 'not a url' }))
      expect(await bad.json()).toMatchObject({ error: { code: 'invalid-webhook-url', field: 'url' } })
      const ftp = await tab(base(creator), json('POST', { url: 'ftp://example.com/' }))
      expect(await ftp.json()).toMatchObject({ error: { code: 'webhook-url-refused', field: 'url' } })
    })

    test('behavior: delete removes the endpoint and its deliveries', async () => {
      const r = await receiver()
      const { tab, creator, endpoint } = await creatorWithEndpoint(r.url)
      expect((await tab(`${base(creator)}/${endpoint.id}`, { method: 'DELETE' })).status).toBe(204)
      expect(((await (await tab(base(creator))).json()) as { items: unknown[] }).items).toEqual([])
      expect((await tab(`${base(creator)}/${endpoint.id}/deliveries`)).status).toBe(404)
    })

    test('behavior: another signed-in account gets 403 on every webhook route, no session 401', async () => {
      const r = await receiver()
      const { tab, creator, endpoint } = await creatorWithEndpoint(r.url)
      const deliveryId = await sendTest(tab, creator, endpoint.id)
      const attacker = await server.signedIn(freshAccount())
      const anonymous = (input: string, init?: RequestInit) =>
        fetch(input, { ...init, headers: { ...init?.headers, origin: CREATORS_ORIGIN } })
      const one = `${base(creator)}/${endpoint.id}`
      const routes: [string, RequestInit][] = [
        [base(creator), { method: 'GET' }],
        [base(creator), json('POST', { url: 'https://evil.example/' })],
        [one, json('PATCH', { enabled: false })],
        [one, { method: 'DELETE' }],
        [`${one}/rotate`, { method: 'POST' }],
        [`${one}/test`, { method: 'POST' }],
        [`${one}/deliveries`, { method: 'GET' }],
        [`${one}/deliveries/${deliveryId}/redeliver`, { method: 'POST' }],
      ]
      for (const [url, init] of routes) {
        const denied = await attacker(url, init)
        expect([url, init.method, denied.status]).toEqual([url, init.method, 403])
        expect(await denied.json()).toMatchObject({ error: { code: 'not-owner' } })
        expect([url, init.method, (await anonymous(url, init)).status]).toEqual([url, init.method, 401])
      }
      // Nothing changed: the endpoint is on, its secret signs, and one delivery went out.
      expect(await endpointOf(tab, creator, endpoint.id)).toMatchObject({ enabled: true })
      const [got] = await r.waitFor(1)
      verifyWebhook(endpoint.secret!, got!)
    })

    async function pay(creator: Address): Promise<Hash> {
      const wallet = createWalletClient({ account: bob, transport: http(anvil.url) })
      const hash = await wallet.sendTransaction({ to: creator, value: 10n ** 15n, chain: null })
      await anvilReceipt(anvil, hash)
      return hash
    }
  })
}
