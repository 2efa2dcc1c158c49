import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SystemClock } from '../../../src/adapters/clock/systemClock'
import { createCreatorMediaRoutes } from '../../../src/adapters/server/createCreatorMediaRoutes'
import { cardImages } from '../../../src/adapters/server/creatorCard/cardImages'
import type { CreatorCard } from '../../../src/adapters/server/creatorCard/creatorCardLayout'
import { createCardRenderer } from '../../../src/adapters/server/creatorCard/renderCreatorCard'
import { openStateStores, type StateStores } from '../../../src/app/server/openStateStores'
import type { CreatorProfile } from '../../../src/domain/creators/creatorProfile'
import type { Address } from '../../../src/domain/shared/hex'
import type { RateLimit } from '../../../src/ports/rateLimiter'
import { memoryRateLimiter } from '../../support/authServer'
import { silentTelemetry } from '../../support/silentTelemetry'

const CREATOR = getAddress('0x00000000000000000000000000000000000000c1') as Address
const PROFILE: CreatorProfile = {
  displayName: 'Alice',
  bio: '',
  links: [],
  accentColor: '#ff0066',
  suggestedAmounts: {},
  thankYou: '',
}
let dir: string
let stores: StateStores
const drawn: CreatorCard[] = []
let app: ReturnType<typeof createCreatorMediaRoutes>

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'creators-media-'))
  stores = await openStateStores({ kind: 'sqlite', file: join(dir, 'state.sqlite') })
  await stores.creatorStore.putProfile(CREATOR, PROFILE, Date.now())
  // The real renderer, counted: the seam the cache is measured through.
  const cards = cardImages({
    loadRenderer: async () => {
      const render = await createCardRenderer()
      return (card) => {
        drawn.push(card)
        return render(card)
      }
    },
  })
  app = createCreatorMediaRoutes({
    appOrigin: 'http://localhost:8080',
    creatorStore: stores.creatorStore,
    checksumAddress: getAddress,
    clock: new SystemClock(),
    rateLimiter: (scope: string, rule: RateLimit) => memoryRateLimiter(scope, rule),
    // Asked in-process (app.request hands no connection): one client, named.
    clientAddress: () => '192.0.2.1',
    telemetry: silentTelemetry,
    cards,
  })
})
afterAll(async () => {
  await stores?.close()
  rmSync(dir, { recursive: true, force: true })
})

const card = (headers: Record<string, string> = {}) => app.request(`/api/creators/${CREATOR}/card.png`, { headers })

describe('createCreatorMediaRoutes', () => {
  test('behavior: a card is drawn once per thing it shows, however many ask and however they spell the address', async () => {
    const [first, second] = await Promise.all([card(), card()])
    expect(first?.status).toBe(200)
    expect(second?.status).toBe(200)
    const lower = await app.request(`/api/creators/${CREATOR.toLowerCase()}/card.png`)
    expect(Buffer.from(await lower.arrayBuffer())).toEqual(Buffer.from(await (first as Response).arrayBuffer()))
    expect(drawn).toEqual([{ name: 'Alice', shortAddress: '0x00…00C1', accent: '#ff0066' }])
    const etag = first?.headers.get('etag') ?? ''
    expect(second?.headers.get('etag')).toBe(etag)
    const revalidated = await card({ 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(etag)
    expect(drawn).toHaveLength(1)
  })

  test('behavior: a changed profile is a new card and a new ETag, never the stale picture', async () => {
    const before = (await card()).headers.get('etag') ?? ''
    await stores.creatorStore.putProfile(CREATOR, { ...PROFILE, displayName: 'Alice B.' }, Date.now())
    const stale = await card({ 'if-none-match': before })
    expect(stale.status).toBe(200)
    expect(stale.headers.get('etag')).not.toBe(before)
    expect(drawn.at(-1)).toEqual({ name: 'Alice B.', shortAddress: '0x00…00C1', accent: '#ff0066' })
  })

  test('behavior: the badge of a creator without a profile names their short address', async () => {
    const res = await app.request('/api/creators/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266/badge.svg')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<title>Support 0xf3…2266 on Creators Studio</title>')
  })
})
