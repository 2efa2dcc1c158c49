import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { startAnvil } from '../../support/anvil'
import { closeClientAgents, fromAddress } from '../../support/clientRequest'
import {
  killServerProcesses,
  PROCESS_TIMEOUT_MS,
  type ServerProcess,
  startServerProcess,
} from '../../support/serverProcess'
import { alice, fieldsFor, signedMessage } from '../../support/siweSigning'

// Product rules "Sign-in API": every limit counts per client. These run `npm start`'s own server entry, served the
// way it serves itself, with clients on distinct loopback addresses: a test app wired differently could not show
// that the process hands each request's connection to the limits.
const dataDir = mkdtempSync(join(tmpdir(), 'cs-client-limits-'))
const CREATOR = '0x00000000000000000000000000000000000000c0'

afterEach(killServerProcesses)
afterAll(() => {
  closeClientAgents()
  rmSync(dataDir, { recursive: true, force: true })
})

function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServerProcess({
    DATA_DIR: mkdtempSync(join(dataDir, 'db-')),
    VITE_CHAINS: '1',
    VITE_RPC_URLS: '1=http://127.0.0.1:9',
    ...env,
  })
}

/** The `client` hash of each logged request, by the request id the test gave it. */
function clientOf(r: ServerProcess, requestId: string): unknown {
  const line = r
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((l) => l.msg === 'request' && l.requestId === requestId)
  return line?.client
}

/** How each of `count` requests was answered, in order. */
async function statuses(count: number, send: () => Promise<{ status: number }>): Promise<number[]> {
  const answered: number[] = []
  for (let i = 0; i < count; i++) answered.push((await send()).status)
  return answered
}

const times = (count: number, status: number) => Array.from({ length: count }, () => status)

describe('client limits through the server process', { timeout: PROCESS_TIMEOUT_MS }, () => {
  test('behavior: each source address has its own nonce limit and its own client in the log', async () => {
    const r = await start({ AUTH_RATE_LIMIT_NONCE: '3/1h' })
    const [a, b] = [fromAddress('127.0.0.2'), fromAddress('127.0.0.3')]
    const nonce = (client: typeof a, id: string) =>
      client(`${r.url}/api/auth/nonce`, { headers: { 'x-request-id': id } })
    expect([
      (await nonce(a, 'a-1')).status,
      (await nonce(a, 'a-2')).status,
      (await nonce(a, 'a-3')).status,
      (await nonce(a, 'a-4')).status,
    ]).toEqual([200, 200, 200, 429])
    expect((await nonce(b, 'b-1')).status).toBe(200)
    await r.waitFor('"requestId":"b-1"')
    expect(clientOf(r, 'a-1')).toMatch(/^[0-9a-f]{16}$/)
    expect(clientOf(r, 'a-4')).toBe(clientOf(r, 'a-1'))
    expect(clientOf(r, 'b-1')).toMatch(/^[0-9a-f]{16}$/)
    expect(clientOf(r, 'b-1')).not.toBe(clientOf(r, 'a-1'))
  })

  test('behavior: the verify, creators read, creators write and picture limits count each address apart', async () => {
    const r = await start({ AUTH_RATE_LIMIT_VERIFY: '2/1h' })
    const origin = `http://localhost:${r.port}`
    const [a, b] = [fromAddress('127.0.0.4'), fromAddress('127.0.0.5')]
    const verify = (client: typeof a) =>
      client(`${r.url}/api/auth/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: '{}',
      })
    expect(await statuses(3, () => verify(a))).toEqual([400, 400, 429])
    expect((await verify(b)).status).toBe(400)

    const read = (client: typeof a) => client(`${r.url}/api/creators/${CREATOR}`)
    expect(await statuses(301, () => read(a))).toEqual([...times(300, 404), 429])
    expect((await read(b)).status).toBe(404)

    const write = (client: typeof a) =>
      client(`${r.url}/api/creators/${CREATOR}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin },
        body: '{}',
      })
    expect(await statuses(31, () => write(a))).toEqual([...times(30, 401), 429])
    expect((await write(b)).status).toBe(401)

    const badge = (client: typeof a) => client(`${r.url}/api/creators/${CREATOR}/badge.svg`)
    const badges = await statuses(121, () => badge(a))
    expect(badges.slice(0, 120).every((status) => status !== 429)).toBe(true)
    expect(badges[120]).toBe(429)
    expect((await badge(b)).status).not.toBe(429)
  })

  test('parameters: TRUST_PROXY_HOPS=1 counts each forwarded address apart, from one socket address', async () => {
    const r = await start({ AUTH_RATE_LIMIT_NONCE: '2/1h', TRUST_PROXY_HOPS: '1' })
    const proxy = fromAddress('127.0.0.6')
    const nonce = (client: string, id: string) =>
      proxy(`${r.url}/api/auth/nonce`, { headers: { 'x-forwarded-for': client, 'x-request-id': id } })
    expect(
      await statuses(
        3,
        (() => {
          let i = 0
          return () => nonce('203.0.113.9', `x-${++i}`)
        })(),
      ),
    ).toEqual([200, 200, 429])
    expect((await nonce('198.51.100.7', 'y-1')).status).toBe(200)
    await r.waitFor('"requestId":"y-1"')
    expect(clientOf(r, 'y-1')).not.toBe(clientOf(r, 'x-1'))
  })

  test("behavior: a flood of nonces from one address does not evict another address's pending nonce", async () => {
    const anvil = await startAnvil()
    const r = await start({ AUTH_MAX_PENDING_NONCES: '20', VITE_RPC_URLS: `1=${anvil.url}` }).catch(async (err) => {
      await anvil.stop()
      throw err
    })
    const origin = `http://localhost:${r.port}`
    const [flooder, visitor] = [fromAddress('127.0.0.7'), fromAddress('127.0.0.8')]
    const nonceOf = async (client: typeof flooder) =>
      (JSON.parse((await client(`${r.url}/api/auth/nonce`)).body) as { nonce: string }).nonce
    const visitors = await nonceOf(visitor)
    const floodersFirst = await nonceOf(flooder)
    for (let i = 0; i < 40; i++) await nonceOf(flooder)
    const verify = async (client: typeof flooder, nonce: string) =>
      client(`${r.url}/api/auth/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(await signedMessage(fieldsFor(origin, nonce))),
      })
    const [kept, evicted] = [await verify(visitor, visitors), await verify(flooder, floodersFirst)]
    await anvil.stop()
    expect(kept.status, kept.body).toBe(200)
    expect(JSON.parse(kept.body)).toEqual({ address: alice.address, chainId: 1 })
    // The cap held: the flood cost the flooder its own oldest nonce.
    expect(evicted.status).toBe(401)
  })
})
