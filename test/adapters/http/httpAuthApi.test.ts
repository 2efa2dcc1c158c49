import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { HttpAuthApi } from '../../../src/adapters/http/httpAuthApi'
import { freePort } from '../../support/anvil'
import { APP_ORIGIN as ORIGIN, startAuthServer } from '../../support/authServer'
import { cookieJarFetch } from '../../support/cookieJarFetch'
import { alice, bob, fieldsFor, signedMessage } from '../../support/siweSigning'

let auth: { url: string; close(): Promise<void> }
let odd: Server
let oddUrl: string

/** A server that answers oddly: never, with HTML, with a wrong body or a plain-text 500. */
function startOddServer(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/hang/api/auth/nonce') return // never answers
    if (req.url === '/html/api/auth/nonce') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')
    if (req.url === '/empty/api/auth/nonce') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    if (req.url === '/session/api/auth/session')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"address":"0x1","chainId":1}')
    res.writeHead(500, { 'content-type': 'text/plain' }).end('boom')
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

beforeAll(async () => {
  auth = await startAuthServer()
  odd = await startOddServer()
  oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`
})
afterAll(async () => {
  await auth?.close()
  odd?.closeAllConnections()
  await new Promise((resolve) => odd?.close(resolve))
})

const client = (overrides = {}) => new HttpAuthApi({ baseUrl: auth.url, fetch: cookieJarFetch(ORIGIN), ...overrides })

describe('HttpAuthApi', () => {
  test('default', async () => {
    expect(await client().getNonce()).toMatch(/^[A-Za-z0-9]{16,}$/)
  })

  test('behavior: sign in, session, log out against the real API', async () => {
    const api = client()
    expect(await api.getSession()).toBeNull()
    const session = await api.verify(await signedMessage(fieldsFor(ORIGIN, await api.getNonce())))
    expect(session).toEqual({ address: alice.address, chainId: 1 })
    expect(await api.getSession()).toEqual(session)
    await api.logout()
    expect(await api.getSession()).toBeNull()
  })

  test('behavior: bodies that are not read (no session, log out) are cancelled, not left open until the timeout', async () => {
    const cancelled: string[] = []
    const answering =
      (status: number): typeof fetch =>
      async (input) => {
        const body = new ReadableStream({ cancel: () => void cancelled.push(String(input)) })
        return new Response(body, { status, headers: { 'content-type': 'application/json' } })
      }
    expect(await new HttpAuthApi({ baseUrl: 'http://app.test', fetch: answering(401) }).getSession()).toBeNull()
    await new HttpAuthApi({ baseUrl: 'http://app.test', fetch: answering(200) }).logout()
    expect(cancelled).toEqual(['http://app.test/api/auth/session', 'http://app.test/api/auth/logout'])
  })

  test('behavior: server errors reject with the server code and message', async () => {
    const api = client()
    const bad = api.verify(await signedMessage(fieldsFor(ORIGIN, await api.getNonce()), bob))
    await expect(bad).rejects.toMatchObject({
      name: 'BaseError',
      code: 'bad-signature',
      shortMessage: 'The signature does not match the address',
      details: 'HTTP 401',
    })
    await expect(api.verify({ message: '', signature: '0x00' })).rejects.toMatchObject({
      code: 'invalid-body',
      shortMessage: '`message` must be a non-empty string',
    })
  })

  test('behavior: cookies are included with every call', async () => {
    const seen: (RequestCredentials | undefined)[] = []
    const recording: typeof fetch = (input, init) => {
      seen.push(init?.credentials)
      return fetch(input, init)
    }
    const api = new HttpAuthApi({ baseUrl: auth.url, fetch: recording })
    await api.getNonce()
    await api.getSession()
    expect(seen).toEqual(['include', 'include'])
  })

  test('parameters: timeoutMs', async () => {
    const api = new HttpAuthApi({ baseUrl: `${oddUrl}/hang`, timeoutMs: 200 })
    await expect(api.getNonce()).rejects.toMatchObject({
      code: 'timeout',
      shortMessage: 'The sign-in API did not answer in time',
    })
  })

  test('behavior: an unreachable API rejects with network-error', async () => {
    const api = new HttpAuthApi({ baseUrl: `http://127.0.0.1:${await freePort()}` })
    await expect(api.getNonce()).rejects.toMatchObject({
      code: 'network-error',
      shortMessage: 'The sign-in API could not be reached',
    })
  })

  test.each([
    ['HTML', '/html', (api: HttpAuthApi) => api.getNonce()],
    ['no nonce', '/empty', (api: HttpAuthApi) => api.getNonce()],
    ['an invalid session', '/session', (api: HttpAuthApi) => api.getSession()],
  ])('behavior: an answer with %s rejects with bad-response', async (_, prefix, call) => {
    await expect(call(new HttpAuthApi({ baseUrl: `${oddUrl}${prefix}` }))).rejects.toMatchObject({
      code: 'bad-response',
    })
  })

  test('behavior: an error without a JSON body gets an http-<status> code', async () => {
    await expect(new HttpAuthApi({ baseUrl: `${oddUrl}/other` }).logout()).rejects.toMatchObject({
      code: 'http-500',
      shortMessage: 'The sign-in API answered 500',
    })
  })
})
