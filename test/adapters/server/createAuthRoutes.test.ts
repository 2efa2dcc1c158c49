import { getAddress, hashMessage } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { MemoryNonceStore } from '../../../src/adapters/memory/memoryNonceStore'
import { MemorySessionStore } from '../../../src/adapters/memory/memorySessionStore'
import { forwardedClientAddress } from '../../../src/adapters/server/clientAddress'
import { createAuthRoutes, type AuthRoutesOptions } from '../../../src/adapters/server/createAuthRoutes'
import { ViemSignatureVerifier } from '../../../src/adapters/viem/viemSignatureVerifier'
import type { SiweFields } from '../../../src/domain/auth/siweFields'
import type { Address } from '../../../src/domain/shared/hex'
import { freePort, startAnvil, type Anvil } from '../../support/anvil'
import { approvedHashWalletCode } from '../../support/erc1271Wallet'
import { memoryRateLimiter } from '../../support/authServer'
import { cookiePair, startHttpServer } from '../../support/httpServer'
import { alice, bob, fieldsFor, signedMessage } from '../../support/siweSigning'

const ORIGIN = 'http://localhost:8080'
const HIGH = { limit: 10_000, windowMs: 60_000 }
const clock = { offset: 0, now: () => Date.now() + clock.offset }
let anvil: Anvil
let server: { url: string; close(): Promise<void> }

function options(overrides: Partial<AuthRoutesOptions> = {}): AuthRoutesOptions {
  return {
    appOrigin: ORIGIN,
    chainIds: [1],
    nonceStore: new MemoryNonceStore({ clock }),
    sessionStore: new MemorySessionStore({ clock }),
    rateLimiter: memoryRateLimiter,
    signatureVerifier: new ViemSignatureVerifier({ rpcUrls: { 1: anvil.url } }),
    checksumAddress: getAddress,
    clock,
    rateLimits: { nonce: HIGH, verify: HIGH },
    ...overrides,
  }
}

async function nonce(base = server.url): Promise<string> {
  const res = await fetch(`${base}/api/auth/nonce`)
  return ((await res.json()) as { nonce: string }).nonce
}

function post(path: string, body: unknown, headers: Record<string, string> = {}, base = server.url): Promise<Response> {
  return fetch(`${base}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  })
}

/** Signs a message for a fresh nonce (with field overrides) and posts it. */
async function signIn(overrides: Partial<SiweFields> = {}, signer = alice, base = server.url): Promise<Response> {
  const fields = fieldsFor(ORIGIN, await nonce(base), { issuedAt: new Date(clock.now()).toISOString(), ...overrides })
  return post('/verify', await signedMessage(fields, signer), {}, base)
}

async function expectError(res: Response, status: number, code: string): Promise<void> {
  expect(res.status).toBe(status)
  const body = (await res.json()) as { error: { code: string; message: string } }
  expect(body.error.code).toBe(code)
  expect(typeof body.error.message).toBe('string')
  expect(JSON.stringify(body)).not.toMatch(/\bat \S+:\d+/)
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
  server = await startHttpServer(createAuthRoutes(options()))
})
afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})
beforeEach(() => {
  clock.offset = 0
})

describe('createAuthRoutes', () => {
  test('default', async () => {
    const res = await fetch(`${server.url}/api/auth/nonce`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect((await res.json()) as { nonce: string }).toEqual({ nonce: expect.stringMatching(/^[A-Za-z0-9]{16,}$/) })
  })

  test('behavior: sign in, read the session, log out', async () => {
    const res = await signIn()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ address: alice.address, chainId: 1 })
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^cs_session=[A-Za-z0-9_-]{43}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/)
    const cookie = cookiePair(setCookie)
    const session = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } })
    expect(session.status).toBe(200)
    expect(await session.json()).toEqual({ address: alice.address, chainId: 1 })
    const out = await post('/logout', {}, { cookie })
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(/^cs_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/)
    await expectError(await fetch(`${server.url}/api/auth/session`, { headers: { cookie } }), 401, 'unauthenticated')
  })

  test('behavior: a replayed message is refused', async () => {
    const body = await signedMessage(fieldsFor(ORIGIN, await nonce()))
    expect((await post('/verify', body)).status).toBe(200)
    await expectError(await post('/verify', body), 401, 'nonce-used')
  })

  test('behavior: a message that does not parse uses up its nonce', async () => {
    const body = await signedMessage(fieldsFor(ORIGIN, await nonce()))
    await expectError(
      await post('/verify', { ...body, message: body.message.replace(alice.address, alice.address.toLowerCase()) }),
      401,
      'invalid-message',
    )
    await expectError(await post('/verify', body), 401, 'nonce-used')
  })

  test('behavior: an unknown nonce is refused', async () => {
    await expectError(
      await post('/verify', await signedMessage(fieldsFor(ORIGIN, 'madeUpNonce123456'))),
      401,
      'nonce-unknown',
    )
  })

  test('behavior: a client flooding the nonce endpoint evicts only its own nonces', async () => {
    const nonceStore = new MemoryNonceStore({ clock, maxEntries: 4 })
    const routes = createAuthRoutes(options({ nonceStore, clientAddress: forwardedClientAddress(1) }))
    const flooded = await startHttpServer(routes)
    const nonceFor = async (client: string) => {
      const res = await fetch(`${flooded.url}/api/auth/nonce`, { headers: { 'x-forwarded-for': client } })
      return ((await res.json()) as { nonce: string }).nonce
    }
    const verifyWith = async (n: string) => post('/verify', await signedMessage(fieldsFor(ORIGIN, n)), {}, flooded.url)
    try {
      const visitor = await nonceFor('198.51.100.7')
      const flood: string[] = []
      for (let i = 0; i < 10; i++) flood.push(await nonceFor('203.0.113.9'))
      expect((await verifyWith(visitor)).status).toBe(200)
      await expectError(await verifyWith(flood[0]!), 401, 'nonce-unknown')
      expect((await verifyWith(flood[9]!)).status).toBe(200)
    } finally {
      await flooded.close()
    }
  })

  test('behavior: a client signing in over and over to a full session store logs out only itself', async () => {
    const sessionStore = new MemorySessionStore({ clock, maxSessions: 3 })
    const routes = createAuthRoutes(options({ sessionStore, clientAddress: forwardedClientAddress(1) }))
    const flooded = await startHttpServer(routes)
    const signInFrom = async (client: string) => {
      const headers = { 'x-forwarded-for': client }
      const issued = await fetch(`${flooded.url}/api/auth/nonce`, { headers })
      const fields = fieldsFor(ORIGIN, ((await issued.json()) as { nonce: string }).nonce)
      const res = await post('/verify', await signedMessage(fields), headers, flooded.url)
      expect(res.status).toBe(200)
      return cookiePair(res.headers.get('set-cookie'))
    }
    const sessionOf = (cookie: string) => fetch(`${flooded.url}/api/auth/session`, { headers: { cookie } })
    try {
      const visitor = await signInFrom('198.51.100.7')
      const flood: string[] = []
      for (let i = 0; i < 10; i++) flood.push(await signInFrom('203.0.113.9'))
      expect((await sessionOf(visitor)).status).toBe(200)
      await expectError(await sessionOf(flood[0]!), 401, 'unauthenticated')
      expect((await sessionOf(flood[9]!)).status).toBe(200)
    } finally {
      await flooded.close()
    }
  })

  test('behavior: a nonce older than 10 minutes is refused', async () => {
    const fields = fieldsFor(ORIGIN, await nonce())
    clock.offset = 10 * 60_000
    await expectError(await post('/verify', await signedMessage(fields)), 401, 'nonce-expired')
  })

  test.each([
    ['wrong domain', { domain: 'evil.example' }, 'domain-mismatch'],
    ['a message without a scheme (EIP-4361: https) on an http APP_ORIGIN', { scheme: undefined }, 'domain-mismatch'],
    ['the https twin of the http APP_ORIGIN', { scheme: 'https' }, 'domain-mismatch'],
    ['wrong URI', { uri: 'https://evil.example/login' }, 'uri-mismatch'],
    ['unconfigured chain', { chainId: 5 }, 'chain-not-configured'],
    ['expired message', { expirationTime: new Date(Date.now() - 1000).toISOString() }, 'expired'],
    ['message not valid yet', { notBefore: new Date(Date.now() + 3_600_000).toISOString() }, 'not-yet-valid'],
    ['issued in the future', { issuedAt: new Date(Date.now() + 120_000).toISOString() }, 'not-yet-valid'],
  ])('behavior: %s is refused', async (_, overrides, code) => {
    await expectError(await signIn(overrides), 401, code)
  })

  test('behavior: a message signed by another key is refused', async () => {
    await expectError(await signIn({}, bob), 401, 'bad-signature')
  })

  test('behavior: a contract account signs in through ERC-1271', async () => {
    const wallet = getAddress('0x00000000000000000000000000000000c0de1271') as Address
    const { message } = await signedMessage(fieldsFor(ORIGIN, await nonce(), { address: wallet }))
    await anvil.rpc('anvil_setCode', [wallet, approvedHashWalletCode(hashMessage(message))])
    const res = await post('/verify', { message, signature: `0x${'11'.repeat(65)}` })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ address: wallet, chainId: 1 })
  })

  test('behavior: the session lasts no longer than the message', async () => {
    const res = await signIn({ expirationTime: new Date(Date.now() + 300_000).toISOString() })
    expect(res.status).toBe(200)
    const cookie = cookiePair(res.headers.get('set-cookie'))
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=(29\d|300);/)
    clock.offset = 300_000
    await expectError(await fetch(`${server.url}/api/auth/session`, { headers: { cookie } }), 401, 'unauthenticated')
  })

  test('behavior: a session expires after 24 hours', async () => {
    const cookie = cookiePair((await signIn()).headers.get('set-cookie'))
    clock.offset = 24 * 3_600_000
    await expectError(await fetch(`${server.url}/api/auth/session`, { headers: { cookie } }), 401, 'unauthenticated')
  })

  test.each([
    ['no cookie', undefined],
    ['a forged cookie', `cs_session=${'A'.repeat(43)}`],
    ['a malformed cookie', 'cs_session=<script>'],
  ])('behavior: %s has no session', async (_, cookie) => {
    await expectError(
      await fetch(`${server.url}/api/auth/session`, { headers: cookie ? { cookie } : {} }),
      401,
      'unauthenticated',
    )
  })

  test('behavior: logout without a session still answers 204', async () => {
    expect((await post('/logout', {})).status).toBe(204)
  })

  test('parameters: an https APP_ORIGIN makes the cookie Secure', async () => {
    const https = await startHttpServer(createAuthRoutes(options({ appOrigin: 'https://app.example' })))
    try {
      const fields = fieldsFor('https://app.example', await nonce(https.url))
      const res = await post('/verify', await signedMessage(fields), { origin: 'https://app.example' }, https.url)
      expect(res.status).toBe(200)
      expect(res.headers.get('set-cookie')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/)
    } finally {
      await https.close()
    }
  })

  test('behavior: an unreachable RPC answers 503 verifier-unavailable', async () => {
    const down = new ViemSignatureVerifier({ rpcUrls: { 1: `http://127.0.0.1:${await freePort()}` }, timeoutMs: 2_000 })
    const other = await startHttpServer(createAuthRoutes(options({ signatureVerifier: down })))
    try {
      await expectError(await signIn({}, bob, other.url), 503, 'verifier-unavailable')
    } finally {
      await other.close()
    }
  })

  test('behavior: an internal failure answers 500 without details', async () => {
    const clock = {
      now(): number {
        throw new Error('clock on fire at /secret/path.ts:12')
      },
    }
    const other = await startHttpServer(createAuthRoutes(options({ clock })))
    const logged = console.error
    console.error = () => {}
    try {
      const res = await fetch(`${other.url}/api/auth/nonce`)
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({ error: { code: 'internal', message: 'Internal server error' } })
    } finally {
      console.error = logged
      await other.close()
    }
  })

  test('behavior: a failing store answers 503 store-unavailable without its details', async () => {
    const broken = new MemoryNonceStore()
    broken.issue = () => Promise.reject(new Error('disk on fire at /secret/path.ts:12'))
    const other = await startHttpServer(createAuthRoutes(options({ nonceStore: broken })))
    const logged = console.error
    console.error = () => {}
    try {
      const res = await fetch(`${other.url}/api/auth/nonce`)
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({
        error: { code: 'store-unavailable', message: 'The sign-in store is unavailable, please retry' },
      })
    } finally {
      console.error = logged
      await other.close()
    }
  })

  test('behavior: unknown endpoints and methods answer 404 JSON', async () => {
    await expectError(await fetch(`${server.url}/api/auth/nope`), 404, 'not-found')
    await expectError(await fetch(`${server.url}/api/auth/verify`), 404, 'not-found')
  })
})
