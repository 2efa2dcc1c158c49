import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { freePort } from '../../support/anvil'
import { cookieJarFetch } from '../../support/cookieJarFetch'
import { createTestDatabase, startPostgresCluster } from '../../support/postgres'
import {
  killServerProcesses,
  type ServerProcess,
  spawnServerProcess,
  startServerProcess,
  PROCESS_TIMEOUT_MS,
} from '../../support/serverProcess'
import { bob, fieldsFor, signedMessage } from '../../support/siweSigning'

// `npm start` run as a service: probes, metrics, request logs and the SIGTERM drain, each on a real process.
const dataDir = mkdtempSync(join(tmpdir(), 'cs-operations-'))
const servers: Server[] = []

afterEach(async () => {
  await killServerProcesses()
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** The JSON lines the process logged. */
function logLines(r: ServerProcess): Record<string, unknown>[] {
  return r
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

const requestLines = (r: ServerProcess) => logLines(r).filter((line) => line.msg === 'request')

/** A tab on the process's APP_ORIGIN, signed in as alice (a real SIWE sign-in); what it sent, for the log checks. */
async function signIn(r: ServerProcess) {
  const origin = `http://localhost:${r.port}`
  const tab = cookieJarFetch(origin)
  const { nonce } = (await (await fetch(`${r.url}/api/auth/nonce`)).json()) as { nonce: string }
  const signed = await signedMessage(fieldsFor(origin, nonce))
  const res = await tab(`${r.url}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'sign-in-1' },
    body: JSON.stringify(signed),
  })
  expect(res.status).toBe(200)
  return { tab, nonce, ...signed, cookie: [...tab.cookies.values()][0] ?? '' }
}

/** The value of one sample of the Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.split(',').every((l2) => l.includes(l2)))
  return line ? Number(line.split(' ').at(-1)) : 0
}

describe('operations', { timeout: PROCESS_TIMEOUT_MS }, () => {
  test('default: /healthz and /readyz answer, never rate-limited, never logged at info; no metrics listener', async () => {
    const r = await startServerProcess({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_NONCE: '1/1h' })
    for (let i = 0; i < 3; i++) {
      const health = await fetch(`${r.url}/healthz`)
      expect(health.status).toBe(200)
      expect(await health.json()).toEqual({ status: 'ok' })
      const ready = await fetch(`${r.url}/readyz`)
      expect(ready.status).toBe(200)
      expect(ready.headers.get('cache-control')).toBe('no-store')
      expect(await ready.json()).toEqual({ status: 'ready' })
    }
    await fetch(`${r.url}/api/auth/nonce`, { headers: { 'x-request-id': 'last-one' } })
    await r.waitFor('"requestId":"last-one"')
    expect(requestLines(r).map((line) => line.route)).toEqual(['/api/auth/nonce'])
    expect(r.output()).not.toContain('Metrics on')
    expect(await (await fetch(`${r.url}/metrics`)).text()).not.toContain('http_requests_total')
  })

  test('behavior: /readyz is 503 with the reason while the migrations are behind the code (LOG_LEVEL=debug)', async () => {
    const dir = mkdtempSync(join(dataDir, 'behind-'))
    const r = await startServerProcess({ DATA_DIR: dir, LOG_LEVEL: 'debug' })
    expect((await fetch(`${r.url}/readyz`, { headers: { 'x-request-id': 'probe-1' } })).status).toBe(200)
    // At debug, the probes are logged too (at debug).
    await r.waitFor('"requestId":"probe-1"')
    expect(requestLines(r).find((line) => line.requestId === 'probe-1')).toMatchObject({ level: 20, route: '/readyz' })
    const db = new Database(join(dir, 'creators-studio.sqlite'))
    const { name } = db.prepare('select max(name) as name from kysely_migration').get() as { name: string }
    db.prepare('delete from kysely_migration where name = ?').run(name)
    db.close()
    const behind = await fetch(`${r.url}/readyz`)
    expect(behind.status).toBe(503)
    expect(await behind.json()).toEqual({ status: 'unavailable', reason: `migrations behind: ${name}` })
    expect((await fetch(`${r.url}/healthz`)).status).toBe(200)
  })

  test('behavior: /readyz is 503 while PostgreSQL is down, 200 again once it is back', async () => {
    const cluster = await startPostgresCluster()
    try {
      const r = await startServerProcess({ DATABASE_URL: await createTestDatabase(cluster.adminUrl) })
      expect((await fetch(`${r.url}/readyz`)).status).toBe(200)
      await cluster.stop()
      const down = await fetch(`${r.url}/readyz`).catch((err: unknown) => {
        throw new Error(`${String(err)}: ${r.output()}`)
      })
      expect(down.status).toBe(503)
      expect(((await down.json()) as { reason: string }).reason).toMatch(/^database: /)
      expect((await fetch(`${r.url}/healthz`)).status).toBe(200)
      await cluster.start()
      // The pool reconnects by itself: the probe turns ready again without a restart.
      let status = 0
      for (let attempt = 0; attempt < 40 && status !== 200; attempt++) {
        status = (await fetch(`${r.url}/readyz`)).status
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect(status).toBe(200)
    } finally {
      await killServerProcesses()
      await cluster.destroy()
    }
  }, 90_000)

  test('behavior: one JSON line per request, with its id and route pattern, and no secret in it', async () => {
    const r = await startServerProcess({ STATE_STORE: 'memory' })
    const given = await fetch(`${r.url}/api/creators/${bob.address}`, { headers: { 'x-request-id': 'lb-42.a' } })
    expect(given.headers.get('x-request-id')).toBe('lb-42.a')
    const made = await fetch(`${r.url}/api/auth/session`, { headers: { 'x-request-id': 'not valid!' } })
    const madeId = made.headers.get('x-request-id') ?? ''
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/)
    const { tab, nonce, message, signature, cookie } = await signIn(r)
    await tab(`${r.url}/api/auth/session`, { headers: { 'x-request-id': 'after-sign-in' } })
    await r.waitFor('"requestId":"after-sign-in"')
    const lines = requestLines(r)
    expect(lines.find((line) => line.requestId === 'lb-42.a')).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/creators/:address',
      status: 404,
      client: expect.stringMatching(/^[0-9a-f]{16}$/),
    })
    expect(lines.find((line) => line.requestId === madeId)).toMatchObject({ route: '/api/auth/session', status: 401 })
    expect(lines.find((line) => line.requestId === 'sign-in-1')).toMatchObject({
      method: 'POST',
      route: '/api/auth/verify',
      status: 200,
      ms: expect.any(Number),
    })
    const logged = JSON.stringify(lines)
    expect(cookie.length).toBeGreaterThan(20)
    for (const secret of [nonce, signature, cookie, message, message.split('\n')[0] ?? '', '127.0.0.1', bob.address])
      expect(logged).not.toContain(secret)
  })

  test('parameters: METRICS_PORT serves metrics on its own listener; its counters move with requests', async () => {
    const metricsPort = await freePort()
    const r = await startServerProcess({ STATE_STORE: 'memory', METRICS_PORT: String(metricsPort) })
    await r.waitFor('Metrics on')
    const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    const before = await scrape()
    const nonces = 'route="/api/auth/nonce",status="200"'
    for (let i = 0; i < 3; i++) await fetch(`${r.url}/api/auth/nonce`)
    await signIn(r)
    const refused = await fetch(`${r.url}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message":',
    })
    expect(refused.status).toBe(400)
    const after = await scrape()
    expect(sample(after, 'http_requests_total', nonces) - sample(before, 'http_requests_total', nonces)).toBe(4)
    expect(sample(after, 'http_request_duration_seconds_count', 'route="/api/auth/nonce"')).toBeGreaterThanOrEqual(4)
    expect(sample(after, 'sign_ins_total', 'outcome="ok"')).toBe(1)
    expect(sample(after, 'sign_ins_total', 'outcome="refused",code="invalid-body"')).toBe(1)
    expect(sample(after, 'dependency_calls_total', 'dependency="nonces",method="issue",outcome="ok"')).toBe(4)
    expect(sample(after, 'dependency_call_duration_seconds_count', 'dependency="nonces",method="consume"')).toBe(1)
    expect(sample(after, 'state_table_rows', 'table="nonces"')).toBe(4)
    expect(sample(after, 'state_table_rows', 'table="sessions"')).toBe(1)
    // Not on the public listener.
    expect((await fetch(`${r.url}/metrics`)).headers.get('content-type')).not.toMatch(/^text\/plain; version=/)
  })

  test('behavior: SIGTERM heard while still starting (at its first log line) stops it cleanly with exit 0', async () => {
    const r = await spawnServerProcess({ STATE_STORE: 'memory', VITE_CHAINS: '31337' })
    await new Promise<void>((resolve) => r.child.stdout?.once('data', () => resolve()))
    r.child.kill('SIGTERM')
    expect(await r.exited).toBe(0)
    expect(r.output()).toContain('SIGTERM: closing')
    expect(r.output()).toContain('"msg":"closed"')
  })

  test('behavior: SIGTERM answers the request in flight, refuses new connections, then exits 0', async () => {
    // An RPC node that holds every call until told to answer: a support claim waits on it. Only a call about the
    // claim's transaction counts as the claim in flight (the support indexer asks this node too).
    const txHash = `0x${'ab'.repeat(32)}`
    let asked!: () => void
    const rpcAsked = new Promise<void>((resolve) => (asked = resolve))
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const rpc = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        if (body.includes(txHash)) asked()
        void released.then(() => {
          const calls = JSON.parse(body) as { id: number } | { id: number }[]
          const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: null })
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(JSON.stringify(Array.isArray(calls) ? calls.map(answer) : answer(calls)))
        })
      })
    })
    servers.push(rpc)
    const rpcPort = await freePort()
    await new Promise<void>((resolve) => rpc.listen(rpcPort, '127.0.0.1', resolve))
    const r = await startServerProcess({
      STATE_STORE: 'memory',
      VITE_CHAINS: '1',
      VITE_RPC_URLS: `1=http://127.0.0.1:${rpcPort}`,
      SHUTDOWN_GRACE_MS: '20000',
    })
    const { tab } = await signIn(r)
    const claim = tab(`${r.url}/api/creators/${bob.address}/supports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainId: 1, txHash, note: 'thanks' }),
    })
    await rpcAsked
    r.child.kill('SIGTERM')
    await r.waitFor('No longer accepting connections')
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(r.port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve('connected')
      })
      socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message))
    })
    expect(refused).toBe('ECONNREFUSED')
    release()
    const answered = await claim
    expect(answered.status).toBe(409)
    // Answered while draining: the keep-alive client is told to go elsewhere.
    expect(answered.headers.get('connection')).toBe('close')
    expect(((await answered.json()) as { error: { code: string } }).error.code).toBe('tx-pending')
    expect(await r.exited).toBe(0)
    expect(r.output()).toContain('SIGTERM: closing')
  })
})
