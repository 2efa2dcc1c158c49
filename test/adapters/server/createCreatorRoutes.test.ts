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
    ...overrides,
  })
  const put = () =>
    app.request(`/api/creators/${creator}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: `cs_session=${id}` },
      body: JSON.stringify({
        displayName: 'Ada',
        bio: '',
        links: [],
        accentColor: '#000000',
        suggestedAmounts: [],
        thankYou: '',
      }),
    })
  return { app, put }
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

  test('behavior: an unknown endpoint is a JSON 404', async () => {
    const { app } = await setup()
    const res = await app.request(`/api/creators/${creator}/elsewhere`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'not-found', message: 'No such creators endpoint' } })
  })
})
