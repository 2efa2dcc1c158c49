import type { Context, Handler, Hono } from 'hono'
import type { ChecksumAddress } from '../../domain/auth/siweFields'
import { type Address, isAddress } from '../../domain/shared/hex'
import type { Clock } from '../../ports/clock'
import type { CreatorStore } from '../../ports/creatorStore'
import type { RateLimit, RateLimiter } from '../../ports/rateLimiter'
import type { ServerTelemetry } from '../../ports/serverTelemetry'
import { ApiError } from './apiError'
import { createApiGroup } from './createApiGroup'
import { type CardImages, cardImages } from './creatorCard/cardImages'
import { creatorCard, creatorName } from './pagePreview'
import { goalSummary } from './goalSummary'
import { readGoalProgress } from './readGoalProgress'
import { supportBadge } from './supportBadge'

type CreatorMediaScope = 'creators-media'

export type CreatorMediaOptions = {
  appOrigin: string
  /** The configured chains by id: a goal on the badge counts the supports on them; none counted when absent. */
  chainIds?: readonly number[] | undefined
  creatorStore: CreatorStore
  checksumAddress: ChecksumAddress
  clock: Clock
  rateLimiter: (scope: CreatorMediaScope, rule: RateLimit) => RateLimiter
  rateLimit?: RateLimit | undefined
  storeDeadlineMs?: number | undefined
  clientAddress?: ((c: Context) => string) | undefined
  telemetry?: ServerTelemetry | undefined
  /** The cards' cache and renderer (tests count the drawings). */
  cards?: CardImages | undefined
}

/** Cards cost tens of milliseconds of CPU each: a client draws at most this many (the cache serves the rest as well). */
const DEFAULT_MEDIA_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 }
/** A changed name shows within minutes; the pictures are public, any cache may keep them. */
const MEDIA_CACHE = 'public, max-age=300'
/** Other sites show these pictures (a creator's own page, a social site), so they are not kept to this origin. */
const EMBEDDABLE = { 'Cross-Origin-Resource-Policy': 'cross-origin' }

/**
 * The pictures of a creator that other sites show, under /api/creators: the card of a shared link
 * (`/:address/card.png`, 1200x630, drawn once per thing it shows, ETag and 304) and the badge for the creator's own site
 * (`/:address/badge.svg`, its own `default-src 'none'` policy: an SVG opened by itself runs nothing; with the goal and
 * how far it is when the creator set one). Both read the stored profile; a creator without one gets their short address.
 * @example new Hono().route('/', createCreatorMediaRoutes(options))
 */
export function createCreatorMediaRoutes(options: CreatorMediaOptions): Hono {
  const group = createApiGroup<CreatorMediaScope>({
    basePath: '/api/creators',
    name: 'creator pictures',
    notFoundMessage: 'No such creators endpoint',
    storeUnavailableMessage: 'The store is unavailable, please retry',
    appOrigin: options.appOrigin,
    clock: options.clock,
    rateLimits: { 'creators-media': options.rateLimit ?? DEFAULT_MEDIA_RATE_LIMIT },
    rateLimiter: options.rateLimiter,
    storeDeadlineMs: options.storeDeadlineMs,
    clientAddress: options.clientAddress,
    telemetry: options.telemetry,
  })
  const store = group.guard('creators', options.creatorStore)
  const cards = options.cards ?? cardImages()
  const creator = (c: Context): Address => {
    const written = c.req.param('address')
    if (!isAddress(written)) throw new ApiError(400, 'invalid-address', 'The path does not name an address')
    return options.checksumAddress(written.toLowerCase() as Address) as Address
  }
  const card: Handler = async (c) => {
    const address = creator(c)
    const shown = creatorCard(address, await store.getProfile(address))
    const etag = cards.etag(shown)
    const headers = { ...EMBEDDABLE, 'Cache-Control': MEDIA_CACHE, ETag: etag }
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
    const png = await cards.png(shown)
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': 'image/png' })
  }
  const badge: Handler = async (c) => {
    const address = creator(c)
    const profile = await store.getProfile(address)
    const progress = await readGoalProgress(store, address, profile?.goal, options.chainIds ?? [], options.clock.now())
    const goal = profile?.goal && progress ? goalSummary(profile.goal, progress) : undefined
    const svg = supportBadge(creatorName(address, profile), creatorCard(address, profile).accent, goal)
    return c.body(svg, 200, {
      ...EMBEDDABLE,
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': MEDIA_CACHE,
    })
  }
  const limited = group.limited('creators-media')
  group.app.get('/:address/card.png', limited, card)
  group.app.get('/:address/badge.svg', limited, badge)
  return group.app
}
