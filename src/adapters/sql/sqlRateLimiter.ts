import type { Kysely } from 'kysely'
import type { RateLimit, RateLimiter } from '../../ports/rateLimiter'
import { DEFAULT_MAX_CLIENTS } from '../server/memoryRateLimiter'
import { asError, groupCommit } from './groupCommit'
import type { StateSchema } from './stateSchema'

/** Requests counted in one statement at most. */
const MAX_BATCH = 64

/** Parameters of {@link SqlRateLimiter}. */
export type SqlRateLimiterParameters = {
  /** Names this limit in the shared table, e.g. `nonce` or `verify`. */
  scope: string
  rule: RateLimit
  /** Windows remembered for this scope. */
  maxClients?: number
}

/**
 * Fixed-window request counter per client in a SQL database (SQLite or PostgreSQL), shared by every instance pointed
 * at it: counting is one upsert, so requests through several instances add up. Bounded like MemoryRateLimiter: when a
 * window starts, expired windows of the scope go, then, if still full, the window that counted the fewest (the
 * stalest on a tie).
 */
export class SqlRateLimiter implements RateLimiter {
  private readonly scope: string
  private readonly rule: RateLimit
  private readonly maxClients: number

  constructor(
    private readonly db: Kysely<StateSchema>,
    { scope, rule, maxClients = DEFAULT_MAX_CLIENTS }: SqlRateLimiterParameters,
  ) {
    if (!(rule.limit >= 0) || !(rule.windowMs > 0))
      throw new RangeError('a rate limit needs limit >= 0 and windowMs > 0')
    if (!Number.isSafeInteger(maxClients) || maxClients < 1)
      throw new RangeError('maxClients must be a positive integer')
    this.scope = scope
    this.rule = rule
    this.maxClients = maxClients
  }

  /**
   * Requests of one client that arrive while a count runs are counted together, in one statement, when it ends
   * (groupCommit): a client sending hundreds of requests a second costs a round trip per batch, not per request, and
   * the count is the same as one at a time. Clients are counted apart, their statements run side by side.
   */
  private readonly batched = groupCommit<{ client: string; now: number }, number>(async (calls) => {
    const byClient = new Map<string, number[]>()
    for (const [i, { client }] of calls.entries()) byClient.set(client, [...(byClient.get(client) ?? []), i])
    const waits: (number | Error)[] = []
    await Promise.all(
      [...byClient].map(async ([client, indexes]) => {
        try {
          const answers = await this.takeMany(
            client,
            indexes.map((i) => calls[i]!.now),
          )
          for (const [k, i] of indexes.entries()) waits[i] = answers[k]!
        } catch (error) {
          for (const i of indexes) waits[i] = asError(error)
        }
      }),
    )
    return waits
  }, MAX_BATCH)

  /** Counts one request; resolves 0 when allowed, else the milliseconds until the client may retry. */
  take(client: string, now: number): Promise<number> {
    return this.batched({ client, now })
  }

  /**
   * Counts `nows.length` requests of `client` in one upsert: the earliest ones are allowed while the window has room
   * (0), the rest answer the time until it ends. The window's clock is the latest of `nows`.
   */
  private async takeMany(client: string, nows: readonly number[]): Promise<number[]> {
    const { limit, windowMs } = this.rule
    const n = nows.length
    const now = Math.max(...nows)
    const first = Math.min(n, limit)
    // In an ON CONFLICT update every `rate_windows.x` is the row as it was: each column is decided from the old row.
    const window = await this.db
      .insertInto('rate_windows')
      .values({
        scope: this.scope,
        client,
        window_start: now,
        expires_at: now + windowMs,
        count: first,
        counted_at: now,
        allowed: first,
      })
      .onConflict((oc) =>
        oc.columns(['scope', 'client']).doUpdateSet((eb) => {
          // Times and counts as parameters (eb.val), not literals: one SQL text for every request, so the statement
          // is prepared once (SQLite reuses it) instead of a new text every millisecond.
          const at = eb.val(now)
          const expired = eb('rate_windows.expires_at', '<=', at)
          const counts = eb('rate_windows.count', '<', eb.val(limit))
          const added = eb('rate_windows.count', '+', eb.val(n))
          const allRoom = eb(added, '<=', eb.val(limit))
          return {
            window_start: eb.case().when(expired).then(at).else(eb.ref('rate_windows.window_start')).end(),
            expires_at: eb
              .case()
              .when(expired)
              .then(eb.val(now + windowMs))
              .else(eb.ref('rate_windows.expires_at'))
              .end(),
            count: eb
              .case()
              .when(expired)
              .then(eb.val(first))
              .when(allRoom)
              .then(added)
              .when(counts)
              .then(eb.val(limit))
              .else(eb.ref('rate_windows.count'))
              .end(),
            counted_at: eb
              .case()
              .when(eb.or([expired, counts]))
              .then(at)
              .else(eb.ref('rate_windows.counted_at'))
              .end(),
            // How many of the n were allowed: all while they fit, then what room was left, then none.
            allowed: eb
              .case()
              .when(expired)
              .then(eb.val(first))
              .when(allRoom)
              .then(eb.val(n))
              .when(counts)
              .then(eb(eb.val(limit), '-', eb.ref('rate_windows.count')))
              .else(eb.val(0))
              .end(),
          }
        }),
      )
      .returning(['window_start', 'expires_at', 'allowed'])
      .executeTakeFirstOrThrow()
    if (window.window_start === now) await this.makeRoom(client, now)
    const allowed = Number(window.allowed)
    return nows.map((at, i) => (i < allowed ? 0 : Math.max(1, window.expires_at - at)))
  }

  // Runs when a window starts (and for later requests in the same millisecond, which is harmless).
  private async makeRoom(client: string, now: number): Promise<void> {
    await this.db.deleteFrom('rate_windows').where('scope', '=', this.scope).where('expires_at', '<=', now).execute()
    const { size } = await this.db
      .selectFrom('rate_windows')
      .select((eb) => eb.fn.countAll<number>().as('size'))
      .where('scope', '=', this.scope)
      .executeTakeFirstOrThrow()
    const excess = Number(size) - this.maxClients
    if (excess <= 0) return
    await this.db
      .deleteFrom('rate_windows')
      .where('scope', '=', this.scope)
      .where('client', 'in', (eb) =>
        eb
          .selectFrom('rate_windows')
          .select('client')
          .where('scope', '=', this.scope)
          .where('client', '!=', client)
          .orderBy('count')
          .orderBy('counted_at')
          .limit(excess),
      )
      .execute()
  }
}
