import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { MemoryCreatorStore } from '../../../src/adapters/memory/memoryCreatorStore'
import { MemorySessionStore } from '../../../src/adapters/memory/memorySessionStore'
import { createCreatorRoutes, type CreatorRoutesOptions } from '../../../src/adapters/server/createCreatorRoutes'
import type { CreatorStore } from '../../../src/ports/creatorStore'
import { SystemClock } from '../../../src/adapters/clock/systemClock'
import { memoryRateLimiter } from '../../support/authServer'
import { CREATOR, MemoryChainReader } from '../../support/memoryChainReader'

const ORIGIN = 'http://localhost:8080'
const creator = getAddress(CREATOR)

const PROFILE = { displayName: 'Ada', bio: '', links: [], accentColor: '#000000', suggestedAmounts: {}, thankYou: '' }

async function setup(overrides: Partial<CreatorRoutesOptions> = {}) {
  const sessionStore = new MemorySessionStore()
  const id = await sessionStore.create({ address: creator, chainId: 1, expiresAt: Date.now() + 60_000 })
  const app = createCreatorRoutes({
    appOrigin: ORIGIN,
    chainIds: [1],
    creatorStore: new MemoryCreatorStore(),
    sessionStore,
    chainReader: new MemoryChainReader(),
    checksumAddress: getAddress,
    clock: new SystemClock(),
    rateLimiter: memoryRateLimiter,
    // Asked in-process (app.request hands no connection): one client, named.
    clientAddress: () => '192.0.2.1',
    ...overrides,
  })
  const putBody = (body: BodyInit) =>
    app.request(`/api/creators/${creator}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: `cs_session=${id}` },
      body,
    })
  const put = (fields: Record<string, unknown> = {}) => putBody(JSON.stringify({ ...PROFILE, ...fields }))
  return { app, put, putBody }
}

/** A store whose every call hangs: the database frozen. */
const hangingStore = new Proxy({} as CreatorStore, { get: () => () => new Promise(() => {}) })

describe('createCreatorRoutes', () => {
  test('default: the owner saves a profile', async () => {
    const { put } = await setup()
    expect((await put()).status).toBe(200)
  })

  test('behavior: a store that hangs answers 503 store-unavailable within the deadline', async () => {
    const { app, put } = await setup({ creatorStore: hangingStore, storeDeadlineMs: 50 })
    const logged = console.error
    console.error = () => {}
    try {
      for (const res of [await put(), await app.request(`/api/creators/${creator}`)]) {
        expect(res.status).toBe(503)
        expect(res.headers.get('cache-control')).toBe('no-store')
        expect(await res.json()).toEqual({
          error: { code: 'store-unavailable', message: 'The store is unavailable, please retry' },
        })
      }
    } finally {
      console.error = logged
    }
  })

  test('parameters: rateLimits: writes past the creators-write limit are 429 with Retry-After', async () => {
    const { put } = await setup({ rateLimits: { 'creators-write': { limit: 2, windowMs: 60_000 } } })
    expect([(await put()).status, (await put()).status]).toEqual([200, 200])
    const limited = await put()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect((await limited.json()).error.code).toBe('rate-limited')
  })

  test('behavior: a body holding an unpaired surrogate is 400 invalid-body, escaped, raw, in a name; nothing is stored', async () => {
    const { app, put, putBody } = await setup()
    const refused = {
      error: { code: 'invalid-body', message: 'The body holds an unpaired surrogate (not Unicode text)' },
    }
    for (const res of [
      await put({ displayName: 'A\ud800B' }),
      await put({ displayName: '\ud800'.repeat(50) }),
      await put({ links: [{ label: 'x\udc00', url: 'https://a.example' }] }),
      await put({ links: [{ label: 'x', url: 'https://a.example', '\ud800': 1 }] }),
    ]) {
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual(refused)
    }
    const [before, after] = JSON.stringify({ ...PROFILE, displayName: 'A_B' }).split('_') as [string, string]
    const raw = await putBody(Uint8Array.from([...Buffer.from(before), 0xed, 0xa0, 0x80, ...Buffer.from(after)]))
    expect(raw.status).toBe(400)
    expect(await raw.json()).toEqual({ error: { code: 'invalid-body', message: 'The body is not UTF-8' } })
    expect((await app.request(`/api/creators/${creator}`)).status).toBe(404)
  })

  test('behavior: a display name or a link label that shows nothing is 400 invalid-profile naming the field', async () => {
    const { app, put } = await setup()
    for (const blank of ['\u200b', '\u2060', '\u3164', '\u180e', '\u200c', '\u200d', '\u2800\u115f\u1160\uffa0']) {
      const res = await put({ displayName: blank, links: [{ label: blank, url: 'https://a.example' }] })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        error: {
          code: 'invalid-profile',
          field: 'displayName',
          message: 'Some profile fields cannot be stored',
          problems: [
            { field: 'displayName', code: 'displayNameInvisible' },
            { field: 'links.0.label', code: 'linkLabelInvisible' },
          ],
        },
      })
    }
    expect((await app.request(`/api/creators/${creator}`)).status).toBe(404)
    expect((await put({ displayName: '\u3164Ada\u200b' })).status).toBe(200)
  })

  test('behavior: an unknown endpoint is a JSON 404', async () => {
    const { app } = await setup()
    const res = await app.request(`/api/creators/${creator}/elsewhere`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'not-found', message: 'No such creators endpoint' } })
  })
})
