import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ViemSignatureVerifier } from '../../../src/adapters/viem/viemSignatureVerifier'
import { createServerApp } from '../../../src/app/server/createServerApp'
import { openStateStores } from '../../../src/app/server/openStateStores'
import { readServerConfig } from '../../../src/app/server/serverConfig'
import { startHttpServer } from '../../support/httpServer'
import { alice, fieldsFor, signedMessage } from '../../support/siweSigning'

const ORIGIN = 'http://localhost:8080'
const INDEX = '<!doctype html><title>Creators Studio</title>'
let dist: string
let server: { url: string; close(): Promise<void> }
const chain = { signatureVerifier: new ViemSignatureVerifier({ rpcUrls: {} }), checksumAddress: getAddress }
const memoryStores = () => openStateStores({ kind: 'memory' })

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'creators-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)')
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>')
  writeFileSync(join(dist, '.build-env.json'), '{}')
  const config = readServerConfig({ APP_ORIGIN: ORIGIN, VITE_CHAINS: '1' })
  server = await startHttpServer(await createServerApp({ config, distDir: dist, chain, stores: await memoryStores() }))
})
afterAll(async () => {
  await server?.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('createServerApp', () => {
  test('default', async () => {
    const res = await fetch(`${server.url}/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toBe(INDEX)
  })

  test('behavior: client routes get index.html, missing files a 404', async () => {
    const route = await fetch(`${server.url}/account/settings`)
    expect(route.status).toBe(200)
    expect(await route.text()).toBe(INDEX)
    const ens = await fetch(`${server.url}/creators/vitalik.eth`, {
      headers: { accept: 'text/html,application/xhtml+xml' },
    })
    expect(ens.status).toBe(200)
    expect(await ens.text()).toBe(INDEX)
    const missingAsset = await fetch(`${server.url}/assets/missing-000.js`, { headers: { accept: 'text/html' } })
    expect(missingAsset.status).toBe(404)
    expect((await fetch(`${server.url}/assets/missing-000.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(404)
  })

  test('behavior: fingerprinted assets are cached for good, other files are not', async () => {
    const asset = await fetch(`${server.url}/assets/app-1a2b3c.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await asset.text()).toBe('console.log(1)')
    const icon = await fetch(`${server.url}/favicon.svg`)
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(icon.headers.get('cache-control')).toBeNull()
  })

  test('behavior: security headers on pages and API answers', async () => {
    for (const path of ['/', '/api/auth/nonce']) {
      const res = await fetch(`${server.url}${path}`)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self';")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    }
  })

  test('behavior: large text answers are gzip-compressed when the client accepts it', async () => {
    const big = `console.log(${JSON.stringify('x'.repeat(4000))})`
    writeFileSync(join(dist, 'assets', 'big-9f8e7d.js'), big)
    const gz = await fetch(`${server.url}/assets/big-9f8e7d.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(await gz.text()).toBe(big) // fetch decodes: the bytes survive the round trip
    const plain = await fetch(`${server.url}/assets/big-9f8e7d.js`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
  })

  test('behavior: paths escaping dist and dotfiles are not served', async () => {
    const res = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)
    expect(await res.text()).not.toContain('root:')
    expect((await fetch(`${server.url}/.build-env.json`)).status).toBe(404)
  })

  test('behavior: the sign-in API is mounted and bound to APP_ORIGIN', async () => {
    const { nonce } = (await (await fetch(`${server.url}/api/auth/nonce`)).json()) as { nonce: string }
    const res = await fetch(`${server.url}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify(await signedMessage(fieldsFor(ORIGIN, nonce))),
    })
    expect(await res.json()).toEqual({ address: alice.address, chainId: 1 })
  })

  test('behavior: unknown API paths answer 404 JSON, not index.html', async () => {
    const res = await fetch(`${server.url}/api/nope`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'not-found', message: 'No such API endpoint' } })
  })

  test('parameters: AUTH_RATE_LIMIT_NONCE sets the per-client limit of /nonce', async () => {
    const config = readServerConfig({ APP_ORIGIN: ORIGIN, VITE_CHAINS: '1', AUTH_RATE_LIMIT_NONCE: '2/1h' })
    const limited = await startHttpServer(
      await createServerApp({ config, distDir: dist, chain, stores: await memoryStores() }),
    )
    try {
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await fetch(`${limited.url}/api/auth/nonce`)).status)
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await limited.close()
    }
  })

  test('parameters: TRUST_PROXY_HOPS counts clients behind a proxy apart; without it they share the limit', async () => {
    const statuses = async (env: Record<string, string>) => {
      const config = readServerConfig({ APP_ORIGIN: ORIGIN, VITE_CHAINS: '1', AUTH_RATE_LIMIT_NONCE: '1/1h', ...env })
      const proxied = await startHttpServer(
        await createServerApp({ config, distDir: dist, chain, stores: await memoryStores() }),
      )
      try {
        const nonce = (client: string) =>
          fetch(`${proxied.url}/api/auth/nonce`, { headers: { 'x-forwarded-for': client } }).then((res) => res.status)
        return [await nonce('203.0.113.9'), await nonce('198.51.100.7')]
      } finally {
        await proxied.close()
      }
    }
    expect(await statuses({ TRUST_PROXY_HOPS: '1' })).toEqual([200, 200])
    expect(await statuses({})).toEqual([200, 429])
  })

  test('behavior: pages asked for under another loopback name of APP_ORIGIN redirect to APP_ORIGIN', async () => {
    const app = await createServerApp({
      config: readServerConfig({ VITE_CHAINS: '1', PORT: '8080' }),
      distDir: dist,
      chain,
      stores: await memoryStores(),
    })
    for (const host of ['127.0.0.1:8080', '[::1]:8080']) {
      const res = await app.request(`http://${host}/creators/vitalik.eth?tab=2`)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('http://localhost:8080/creators/vitalik.eth?tab=2')
    }
    expect((await app.request('http://127.0.0.1:8080/', { method: 'HEAD' })).headers.get('location')).toBe(
      'http://localhost:8080/',
    )
  })

  test.each([
    ['APP_ORIGIN itself', 'http://localhost:8080/', 'GET'],
    ['an API call', 'http://127.0.0.1:8080/api/auth/nonce', 'GET'],
    ['a POST', 'http://127.0.0.1:8080/', 'POST'],
    ['another port (a local proxy in front)', 'http://127.0.0.1:3000/', 'GET'],
    ['a host that is not loopback (a proxy that rewrites Host)', 'http://studio.internal:8080/', 'GET'],
  ])('behavior: %s is served, not redirected', async (_, url, method) => {
    const app = await createServerApp({
      config: readServerConfig({ VITE_CHAINS: '1', PORT: '8080' }),
      distDir: dist,
      chain,
      stores: await memoryStores(),
    })
    const res = await app.request(url, { method })
    expect(res.status).not.toBe(302)
    expect(res.headers.get('location')).toBeNull()
  })

  test('parameters: an APP_ORIGIN that is not loopback redirects nothing', async () => {
    const config = readServerConfig({ VITE_CHAINS: '1', PORT: '8080', APP_ORIGIN: 'https://studio.example' })
    const app = await createServerApp({ config, distDir: dist, chain, stores: await memoryStores() })
    const res = await app.request('http://127.0.0.1:8080/')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(INDEX)
  })

  test('parameters: VITE_AUTH=off serves no sign-in API', async () => {
    const config = readServerConfig({ APP_ORIGIN: ORIGIN, VITE_AUTH: 'off' })
    const off = await startHttpServer(
      await createServerApp({ config, distDir: dist, chain, stores: await memoryStores() }),
    )
    try {
      expect((await fetch(`${off.url}/api/auth/nonce`)).status).toBe(404)
      expect(await (await fetch(`${off.url}/`)).text()).toBe(INDEX)
    } finally {
      await off.close()
    }
  })
})
