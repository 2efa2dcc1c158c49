import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Address } from '../../domain/shared/hex'
import type { Clock } from '../../ports/clock'
import type { SessionStore, StoredSession } from '../../ports/sessionStore'
import { SystemClock } from '../clock/systemClock'
import { DEFAULT_MAX_SESSIONS } from '../memory/memorySessionStore'
import { evictFromLargestClient } from './evictFromLargestClient'
import type { StateSchema } from './stateSchema'

/** Who a session belongs to when the caller does not say: one shared client. */
const ANY_CLIENT = ''

/**
 * SessionStore in a SQL database (SQLite or PostgreSQL), shared by every instance pointed at it: a session revoked
 * through one is gone for all. Ids are 32 random bytes (base64url, 43 characters), like MemorySessionStore. Bounded
 * the same way: each create prunes expired sessions, then a full table forgets the oldest session of the client
 * holding the most (on a tie, the client with the oldest session).
 */
export class SqlSessionStore implements SessionStore {
  private readonly maxSessions: number
  private readonly clock: Clock

  constructor(
    private readonly db: Kysely<StateSchema>,
    { maxSessions = DEFAULT_MAX_SESSIONS, clock = new SystemClock() }: { maxSessions?: number; clock?: Clock } = {},
  ) {
    if (!Number.isSafeInteger(maxSessions) || maxSessions < 1)
      throw new RangeError('maxSessions must be a positive integer')
    this.maxSessions = maxSessions
    this.clock = clock
  }

  /** Stores `session` for `client` under a new unguessable id. */
  async create(session: StoredSession, client = ANY_CLIENT): Promise<string> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', this.clock.now()).execute()
    await this.makeRoom()
    const id = randomBytes(32).toString('base64url')
    await this.db
      .insertInto('sessions')
      .values({ id, client, address: session.address, chain_id: session.chainId, expires_at: session.expiresAt })
      .execute()
    return id
  }

  /** The live session, or null when unknown, revoked or expired at `now`. */
  async get(id: string, now: number): Promise<StoredSession | null> {
    const row = await this.db
      .selectFrom('sessions')
      .select(['address', 'chain_id', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirst()
    if (!row) return null
    if (now >= row.expires_at) {
      // Forgotten at once, like the memory store, so it no longer counts for its client.
      await this.db.deleteFrom('sessions').where('id', '=', id).where('expires_at', '<=', now).execute()
      return null
    }
    return { address: row.address as Address, chainId: row.chain_id, expiresAt: row.expires_at }
  }

  /** Forgets the session everywhere; unknown ids are ignored. */
  async revoke(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute()
  }

  private async makeRoom(): Promise<void> {
    const { size } = await this.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('size'))
      .executeTakeFirstOrThrow()
    for (let excess = Number(size) - this.maxSessions + 1; excess > 0; ) {
      const evicted = await evictFromLargestClient(this.db, 'sessions', excess)
      if (evicted === 0) return
      excess -= evicted
    }
  }
}
