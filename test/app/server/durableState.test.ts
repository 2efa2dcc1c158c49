import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { cookieJarFetch } from '../../support/cookieJarFetch'
import { createTestDatabase } from '../../support/postgres'
import {
  killServerProcesses,
  type ServerProcess,
  startServerProcess,
  PROCESS_TIMEOUT_MS,
} from '../../support/serverProcess'
import { fieldsFor, signedMessage } from '../../support/siweSigning'

// The origin visitors open: every instance serves it (behind a load balancer), whatever port it listens on.
const ORIGIN = 'http://localhost:8080'
const BASE_ENV = { APP_ORIGIN: ORIGIN, VITE_CHAINS: '1', VITE_RPC_URLS: '1=http://127.0.0.1:9' }
const dataDir = mkdtempSync(join(tmpdir(), 'cs-durable-'))

afterEach(killServerProcesses)
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

type Tab = ReturnType<typeof cookieJarFetch>

async function nonceFrom(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/nonce`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { nonce: string }).nonce
}

async function verifyOn(server: ServerProcess, tab: Tab, nonce: string): Promise<Response> {
  return tab(`${server.url}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(await signedMessage(fieldsFor(ORIGIN, nonce))),
  })
}

const sessionStatus = async (server: ServerProcess, tab: Tab) => (await tab(`${server.url}/api/auth/session`)).status

describe('durable sign-in state (real server processes)', { timeout: PROCESS_TIMEOUT_MS }, () => {
  test('default: SQLite keeps the session and an issued nonce across kill -9', async () => {
    const env = { ...BASE_ENV, DATA_DIR: dataDir }
    const first = await startServerProcess(env)
    const tab = cookieJarFetch(ORIGIN)
    expect((await verifyOn(first, tab, await nonceFrom(first))).status).toBe(200)
    const pending = await nonceFrom(first)
    first.child.kill('SIGKILL')
    await first.exited

    const second = await startServerProcess({ ...env, PORT: String(first.port) })
    expect(await sessionStatus(second, tab)).toBe(200)
    const other = cookieJarFetch(ORIGIN)
    expect((await verifyOn(second, other, pending)).status).toBe(200)
    const replay = await verifyOn(second, cookieJarFetch(ORIGIN), pending)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ error: { code: 'nonce-used' } })
  })

  test('behavior: two instances on one PostgreSQL share nonces, sessions, logouts and rate limits', async () => {
    const env = { ...BASE_ENV, DATABASE_URL: await createTestDatabase(), AUTH_RATE_LIMIT_NONCE: '6/1h' }
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)])
    const tab = cookieJarFetch(ORIGIN)
    // A nonce from A verifies on B; the session B made is live on A.
    expect((await verifyOn(b, tab, await nonceFrom(a))).status).toBe(200)
    expect(await sessionStatus(a, tab)).toBe(200)
    // Logout on B ends it on A at once: the cookie the browser dropped, replayed, no longer opens a session.
    const cookie = tab.cookies.get('cs_session')
    expect(cookie).toBeDefined()
    expect((await tab(`${b.url}/api/auth/logout`, { method: 'POST' })).status).toBe(204)
    tab.cookies.set('cs_session', cookie!)
    expect(await sessionStatus(a, tab)).toBe(401)
    // The per-client nonce limit (6 an hour) counts across both: one nonce from A, then B, A, B, A, and the 7th fails.
    const statuses: number[] = []
    for (const server of [b, a, b, a, b]) statuses.push((await fetch(`${server.url}/api/auth/nonce`)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    expect((await fetch(`${a.url}/api/auth/nonce`)).status).toBe(429)
  })

  test('behavior: 20 concurrent verifies of one signed message over two instances give exactly one 200', async () => {
    const env = { ...BASE_ENV, DATABASE_URL: await createTestDatabase(), AUTH_RATE_LIMIT_VERIFY: '100/60s' }
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)])
    const body = JSON.stringify(await signedMessage(fieldsFor(ORIGIN, await nonceFrom(a))))
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${(i % 2 ? a : b).url}/api/auth/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body,
        }),
      ),
    )
    const statuses = answers.map((res) => res.status).sort()
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 401)).toHaveLength(19)
  })
})
