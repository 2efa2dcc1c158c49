import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { freePort } from '../../support/anvil'
import { cookieJarFetch } from '../../support/cookieJarFetch'
import { createTestDatabase } from '../../support/postgres'
import {
  killServerProcesses,
  PROCESS_TIMEOUT_MS,
  type ServerProcess,
  startServerProcess,
} from '../../support/serverProcess'
import { alice, fieldsFor, signedMessage } from '../../support/siweSigning'
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../../support/webhookReceiver'

// The outbox under `npm start`'s real server process: a delivery survives kill -9, and instances sharing PostgreSQL
// send each event once.
const ORIGIN = 'http://localhost:8080'
const BASE_ENV = {
  APP_ORIGIN: ORIGIN,
  VITE_CHAINS: '1',
  VITE_RPC_URLS: '1=http://127.0.0.1:9',
  WEBHOOKS_ALLOW_PRIVATE: 'on',
  WEBHOOK_RETRY_SCHEDULE: '1s,1s,1s,1s,1s,1s,1s,1s,1s',
}
const dataDir = mkdtempSync(join(tmpdir(), 'cs-webhooks-'))
const receivers: WebhookReceiver[] = []
type Tab = ReturnType<typeof cookieJarFetch>

afterEach(async () => {
  await killServerProcesses()
  await Promise.all(receivers.splice(0).map((r) => r.close()))
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function signIn(server: ServerProcess): Promise<Tab> {
  const tab = cookieJarFetch(ORIGIN)
  const { nonce } = (await (await fetch(`${server.url}/api/auth/nonce`)).json()) as { nonce: string }
  const res = await tab(`${server.url}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(await signedMessage(fieldsFor(ORIGIN, nonce))),
  })
  expect(res.status).toBe(200)
  return tab
}

const hooks = (server: ServerProcess) => `${server.url}/api/creators/${alice.address}/webhooks`

async function addEndpoint(server: ServerProcess, tab: Tab, url: string): Promise<{ id: string; secret: string }> {
  const res = await tab(hooks(server), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: string; secret: string }
}

async function sendTest(server: ServerProcess, tab: Tab, id: string): Promise<string> {
  const res = await tab(`${hooks(server)}/${id}/test`, { method: 'POST' })
  expect(res.status).toBe(202)
  return ((await res.json()) as { deliveryId: string }).deliveryId
}

type Delivery = { id: string; status: string; attempts: number }
const deliveries = async (server: ServerProcess, tab: Tab, id: string): Promise<Delivery[]> =>
  ((await (await tab(`${hooks(server)}/${id}/deliveries`)).json()) as { items: Delivery[] }).items

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('webhook delivery (real server processes)', { timeout: PROCESS_TIMEOUT_MS }, () => {
  test('behavior: a delivery pending when the server is killed (kill -9) is delivered after the restart', async () => {
    const port = await freePort()
    const env = { ...BASE_ENV, DATA_DIR: dataDir }
    const first = await startServerProcess(env)
    expect(first.output()).toContain('WEBHOOKS_ALLOW_PRIVATE=on')
    const tab = await signIn(first)
    // Nobody listens on the receiver's port yet: the first attempt fails and the delivery waits for its retry.
    const endpoint = await addEndpoint(first, tab, `http://127.0.0.1:${port}/hook`)
    const deliveryId = await sendTest(first, tab, endpoint.id)
    await until(
      () => deliveries(first, tab, endpoint.id),
      (d) => (d[0]?.attempts ?? 0) >= 1,
    )
    first.child.kill('SIGKILL')
    await first.exited

    const receiver = await startWebhookReceiver(port)
    receivers.push(receiver)
    const second = await startServerProcess({ ...env, PORT: String(first.port) })
    const [got] = await receiver.waitFor(1, undefined, PROCESS_TIMEOUT_MS)
    expect(got!.id).toBe(deliveryId)
    expect(verifyWebhook(endpoint.secret, got!)).toMatchObject({ type: 'webhook.test' })
    const [row] = await until(
      () => deliveries(second, tab, endpoint.id),
      (d) => d[0]?.status === 'succeeded',
    )
    expect(row!.id).toBe(deliveryId)
  })

  test('behavior: two instances on one PostgreSQL send each event once', async () => {
    const env = { ...BASE_ENV, DATABASE_URL: await createTestDatabase() }
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)])
    const receiver = await startWebhookReceiver()
    receivers.push(receiver)
    const tab = await signIn(a)
    const endpoint = await addEndpoint(a, tab, receiver.url)
    const sent: string[] = []
    for (let i = 0; i < 30; i++) sent.push(await sendTest(i % 2 ? a : b, tab, endpoint.id))
    await until(
      () => deliveries(b, tab, endpoint.id),
      (d) => d.length === 30 && d.every((row) => row.status === 'succeeded'),
    )
    expect(receiver.received.map((r) => r.id).sort()).toEqual([...sent].sort())
    for (const request of receiver.received) verifyWebhook(endpoint.secret, request)
  })
})
