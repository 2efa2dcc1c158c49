import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { forwardedClientAddress } from '../../../src/adapters/server/clientAddress'
import { clientKeyOf } from '../../../src/adapters/server/clientKeyOf'
import { APP_ORIGIN as ORIGIN, startAuthServer } from '../../support/authServer'
import { fieldsFor, signedMessage } from '../../support/siweSigning'

let server: { url: string; close(): Promise<void> }

beforeAll(async () => {
  server = await startAuthServer({
    rateLimits: { nonce: { limit: 3, windowMs: 60_000 }, verify: { limit: 40, windowMs: 60_000 } },
  })
})
afterAll(async () => server?.close())

function verify(body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body,
  })
}

async function errorOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const { error } = (await res.json()) as { error: { code: string; message: string } }
  return { status: res.status, ...error }
}

/** A sign-in server behind one trusted proxy, one nonce per client: `nonce(forwardedFor)` answers the status. */
async function behindProxy(check: (nonce: (forwardedFor?: string) => Promise<number>) => Promise<void>): Promise<void> {
  const proxied = await startAuthServer({
    clientAddress: forwardedClientAddress(1),
    rateLimits: { nonce: { limit: 1, windowMs: 60_000 } },
  })
  try {
    await check((forwardedFor) =>
      fetch(`${proxied.url}/api/auth/nonce`, {
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      }).then((res) => res.status),
    )
  } finally {
    await proxied.close()
  }
}

describe('route guards', () => {
  test('default', async () => {
    const { message, signature } = await signedMessage(fieldsFor(ORIGIN, 'unknownNonce1234'))
    expect(await errorOf(await verify(JSON.stringify({ message, signature })))).toMatchObject({
      status: 401,
      code: 'nonce-unknown',
    })
  })

  test.each([
    ['not JSON', '{"message":', 'The body is not valid JSON'],
    ['an array', '[]', 'Expected a JSON object { message, signature }'],
    ['null', 'null', 'Expected a JSON object { message, signature }'],
    ['no message', '{"signature":"0x00"}', '`message` must be a non-empty string'],
    ['a number message', '{"message":42,"signature":"0x00"}', '`message` must be a non-empty string'],
    ['no signature', '{"message":"hi"}', '`signature` must be 0x-prefixed hex bytes'],
    ['a non-hex signature', '{"message":"hi","signature":"0xzz"}', '`signature` must be 0x-prefixed hex bytes'],
    ['an odd-length signature', '{"message":"hi","signature":"0xabc"}', '`signature` must be 0x-prefixed hex bytes'],
    ['a bare signature', '{"message":"hi","signature":"abcd"}', '`signature` must be 0x-prefixed hex bytes'],
  ])('behavior: a body with %s answers 400 invalid-body', async (_, body, message) => {
    expect(await errorOf(await verify(body))).toEqual({ status: 400, code: 'invalid-body', message })
  })

  test('behavior: a body that is not declared as JSON answers 400', async () => {
    const res = await verify('{"message":"hi","signature":"0x00"}', { 'content-type': 'text/plain' })
    expect(await errorOf(res)).toEqual({
      status: 400,
      code: 'invalid-body',
      message: 'Expected Content-Type: application/json',
    })
  })

  test('behavior: a body over 16 KiB answers 413, announced or streamed', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(17 * 1024), signature: '0x00' })
    expect(await errorOf(await verify(big))).toEqual({
      status: 413,
      code: 'body-too-large',
      message: 'The body is larger than 16384 bytes',
    })
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const streamed = await fetch(`${server.url}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(await errorOf(streamed)).toMatchObject({ status: 413, code: 'body-too-large' })
  })

  test('behavior: state-changing requests from another origin answer 403', async () => {
    const crossVerify = await verify('{}', { origin: 'https://evil.example' })
    expect(await errorOf(crossVerify)).toEqual({
      status: 403,
      code: 'forbidden-origin',
      message: 'Requests must come from the app origin',
    })
    const crossLogout = await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { origin: 'null' } })
    expect(await errorOf(crossLogout)).toMatchObject({ status: 403, code: 'forbidden-origin' })
  })

  test('behavior: a cross-site or same-site request by Fetch Metadata answers 403, with or without Origin', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const strippedVerify = await fetch(`${server.url}/api/auth/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': site },
        body: '{}',
      })
      expect(await errorOf(strippedVerify)).toEqual({
        status: 403,
        code: 'forbidden-origin',
        message: 'Requests must come from the app origin',
      })
      const withOrigin = await verify('{}', { 'sec-fetch-site': site })
      expect(await errorOf(withOrigin)).toMatchObject({ status: 403, code: 'forbidden-origin' })
      const strippedLogout = await fetch(`${server.url}/api/auth/logout`, {
        method: 'POST',
        headers: { 'sec-fetch-site': site },
      })
      expect(await errorOf(strippedLogout)).toMatchObject({ status: 403, code: 'forbidden-origin' })
    }
  })

  test('behavior: same-origin and user-initiated Fetch Metadata pass the origin guard', async () => {
    for (const site of ['same-origin', 'none']) {
      const res = await verify('{}', { 'sec-fetch-site': site })
      expect(await errorOf(res)).toMatchObject({ status: 400, code: 'invalid-body' })
    }
  })

  test('behavior: a body that repeats a member answers 400 before any check of the message', async () => {
    const res = await verify('{"message":"junk","signature":"0x00","message":"signed"}')
    expect(await errorOf(res)).toEqual({
      status: 400,
      code: 'invalid-body',
      message: 'The body repeats the member "message"',
    })
  })

  test('behavior: a body holding an unpaired surrogate answers 400 invalid-body, escaped or as raw bytes', async () => {
    const { message, signature } = await signedMessage(fieldsFor(ORIGIN, 'unknownNonce1234'))
    const escaped = JSON.stringify({ message: `${message}\ud800`, signature })
    expect(escaped).toContain('\\ud800')
    expect(await errorOf(await verify(escaped))).toEqual({
      status: 400,
      code: 'invalid-body',
      message: 'The body holds an unpaired surrogate (not Unicode text)',
    })
    const [before, after] = escaped.split('\\ud800') as [string, string]
    const raw = [...new TextEncoder().encode(before), 0xed, 0xa0, 0x80, ...new TextEncoder().encode(after)]
    expect(await errorOf(await verify(Uint8Array.from(raw)))).toEqual({
      status: 400,
      code: 'invalid-body',
      message: 'The body is not UTF-8',
    })
  })

  test('behavior: requests without an Origin header (not from a browser) are not refused for it', async () => {
    const res = await fetch(`${server.url}/api/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(await errorOf(res)).toMatchObject({ status: 400, code: 'invalid-body' })
  })

  test('behavior: the nonce endpoint is rate limited per client with Retry-After', async () => {
    const statuses: number[] = []
    let limited: Response | undefined
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${server.url}/api/auth/nonce`)
      statuses.push(res.status)
      if (res.status === 429) limited = res
      else await res.body?.cancel()
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    const retryAfter = Number(limited?.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await errorOf(limited!)).toEqual({
      status: 429,
      code: 'rate-limited',
      message: 'Too many requests, please retry later',
    })
  })

  test('behavior: the verify endpoint is rate limited per client too', async () => {
    const other = await startAuthServer({ rateLimits: { verify: { limit: 1, windowMs: 30_000 } } })
    try {
      const send = () =>
        fetch(`${other.url}/api/auth/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      expect((await errorOf(await send())).status).toBe(400)
      const limited = await send()
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await errorOf(limited)).toMatchObject({ status: 429, code: 'rate-limited' })
    } finally {
      await other.close()
    }
  })

  test('behavior: behind trusted proxies, clients count by the X-Forwarded-For entry the outermost proxy wrote', async () => {
    await behindProxy(async (nonce) => {
      // Two visitors behind the one proxy (the same socket address) each have their own limit.
      expect(await nonce('203.0.113.9')).toBe(200)
      expect(await nonce('198.51.100.7')).toBe(200)
      expect(await nonce('203.0.113.9')).toBe(429)
      // What the client wrote itself (left of the proxy's entry) does not make it someone else.
      expect(await nonce('192.0.2.1, 203.0.113.9')).toBe(429)
      expect(await nonce('198.51.100.7,203.0.113.9')).toBe(429)
      // A request that did not come through the proxy counts by its socket address.
      expect(await nonce()).toBe(200)
      expect(await nonce()).toBe(429)
    })
  })

  test('behavior: IPv6 clients count by their /64, so a visitor cannot get fresh limits by taking new addresses', async () => {
    await behindProxy(async (nonce) => {
      expect(await nonce('2001:db8:1:2::1')).toBe(200)
      expect(await nonce('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(429)
      expect(await nonce('2001:db8:1:3::1')).toBe(200)
      // The same IPv4 visitor, written plain or IPv4-mapped, is one client.
      expect(await nonce('203.0.113.9')).toBe(200)
      expect(await nonce('::ffff:203.0.113.9')).toBe(429)
    })
  })

  test('behavior: a proxy that writes the port (1.2.3.4:5678, [v6]:port) counts the address, not each connection', async () => {
    await behindProxy(async (nonce) => {
      // Azure Application Gateway and IIS ARR write the client's source port, new for each connection.
      expect(await nonce('203.0.113.9:5678')).toBe(200)
      expect(await nonce('203.0.113.9:5679')).toBe(429)
      expect(await nonce('203.0.113.9')).toBe(429)
      expect(await nonce('[2001:db8:1:2::1]:443')).toBe(200)
      expect(await nonce('[2001:db8:1:2::2]:444')).toBe(429)
      expect(await nonce('[2001:db8:1:2::3]')).toBe(429)
    })
  })

  test.each([
    ['2001:db8:1:2:a:b:c:d', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['::1', '::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['203.0.113.9:5678', '203.0.113.9'],
    ['[2001:db8:1:2::1]:443', '2001:db8:1:2::/64'],
    ['[::ffff:203.0.113.9]', '203.0.113.9'],
    // Only an address with a port or in brackets is taken apart: the rest is its own key.
    ['203.0.113.9:', '203.0.113.9:'],
    ['203.0.113.9:99999', '203.0.113.9:99999'],
    ['[not an address]:80', '[not an address]:80'],
    ['[203.0.113.9]:80', '[203.0.113.9]:80'],
    ['unknown', 'unknown'],
    ['', ''],
    ['not an address', 'not an address'],
  ])('parameters: clientKeyOf(%j) is %j', (address, key) => {
    expect(clientKeyOf(address)).toBe(key)
  })
})
