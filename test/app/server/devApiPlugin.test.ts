import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devApiPlugin } from '../../../src/app/server/devApiPlugin'
import { freePort } from '../../support/anvil'
import { closeClientAgents, fromAddress } from '../../support/clientRequest'
import { cookieJarFetch } from '../../support/cookieJarFetch'
import { alice, fieldsFor, signedMessage } from '../../support/siweSigning'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
let vite: ViteDevServer
let origin: string

// The dev API keeps its state where `npm start` does (SQLite in DATA_DIR): here, a throwaway folder.
const dataDir = mkdtempSync(join(tmpdir(), 'cs-dev-api-'))

beforeAll(async () => {
  process.env.DATA_DIR = dataDir
  const port = await freePort()
  vite = await createServer({
    root: ROOT,
    configFile: false,
    appType: 'custom',
    logLevel: 'silent',
    plugins: [devApiPlugin()],
    server: { port, strictPort: true, host: '127.0.0.1', hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  await vite.listen()
  origin = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  closeClientAgents()
  await vite?.close()
  delete process.env.DATA_DIR
  rmSync(dataDir, { recursive: true, force: true })
})

describe('devApiPlugin', () => {
  test('default', async () => {
    const res = await fetch(`${origin}/api/auth/nonce`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ nonce: expect.stringMatching(/^[A-Za-z0-9]{16,}$/) })
  })

  test('behavior: each source address has its own nonce limit, as under npm start', async () => {
    const [a, b] = [fromAddress('127.0.0.12'), fromAddress('127.0.0.13')]
    const statuses: number[] = []
    // The default limit, 60 a minute per client.
    for (let i = 0; i < 61; i++) statuses.push((await a(`${origin}/api/auth/nonce`)).status)
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
    expect((await b(`${origin}/api/auth/nonce`)).status).toBe(200)
  })

  test('behavior: sign-in works against the dev server origin', async () => {
    const { nonce } = (await (await fetch(`${origin}/api/auth/nonce`)).json()) as { nonce: string }
    const res = await fetch(`${origin}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(await signedMessage(fieldsFor(origin, nonce))),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ address: alice.address, chainId: 1 })
  })

  test("behavior: a creator's card and badge are drawn by the dev server as by npm start", async () => {
    const card = await fetch(`${origin}/api/creators/${alice.address}/card.png`)
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await card.arrayBuffer())
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    const badge = await fetch(`${origin}/api/creators/${alice.address}/badge.svg`)
    expect(badge.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
  })

  test("behavior: the creators API is mounted too and reads the sign-in API's sessions", async () => {
    expect((await fetch(`${origin}/api/creators/${alice.address}`)).status).toBe(404)
    const tab = cookieJarFetch(origin)
    const { nonce } = (await (await fetch(`${origin}/api/auth/nonce`)).json()) as { nonce: string }
    await tab(`${origin}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await signedMessage(fieldsFor(origin, nonce))),
    })
    const profile = {
      displayName: 'Ada',
      bio: '',
      links: [],
      accentColor: '#000000',
      suggestedAmounts: {},
      thankYou: '',
    }
    const res = await tab(`${origin}/api/creators/${alice.address}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(profile),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ address: alice.address, displayName: 'Ada' })
  })

  test('behavior: other paths are left to Vite', async () => {
    const res = await fetch(`${origin}/api/other`)
    expect(res.headers.get('content-type') ?? '').not.toMatch(/^application\/json/)
  })
})
