import type { Kysely } from 'kysely'
import type { Clock } from '../../ports/clock'
import type { NonceConsumeResult, NonceStore } from '../../ports/nonceStore'
import { SystemClock } from '../clock/systemClock'
import { DEFAULT_MAX_NONCES } from '../memory/memoryNonceStore'
import { evictFromLargestClient } from './evictFromLargestClient'
import type { StateSchema } from './stateSchema'

/** Who issued a nonce when the caller does not say: one shared client. */
const ANY_CLIENT = ''

/**
 * NonceStore in a SQL database (SQLite or PostgreSQL), shared by every instance pointed at it. Consuming is one
 * conditional UPDATE, so of any number of concurrent consumers exactly one wins. Bounded like MemoryNonceStore: each
 * issue prunes expired nonces, then a full table forgets the earliest used nonce, then the oldest unused nonce of the
 * client holding the most (on a tie, the client with the oldest nonce). Instances issuing at the same moment may
 * overshoot the bound by a few rows; the next issue trims them.
 */
export class SqlNonceStore implements NonceStore {
  private readonly maxEntries: number
  private readonly clock: Clock
  private sinceUpkeep = Number.POSITIVE_INFINITY
  private lastUpkeep = Number.NEGATIVE_INFINITY

  constructor(
    private readonly db: Kysely<StateSchema>,
    { maxEntries = DEFAULT_MAX_NONCES, clock = new SystemClock() }: { maxEntries?: number; clock?: Clock } = {},
  ) {
    if (!Number.isSafeInteger(maxEntries) || maxEntries < 1)
      throw new RangeError('maxEntries must be a positive integer')
    this.maxEntries = maxEntries
    this.clock = clock
  }

  /** Remembers `nonce` until `expiresAt` for `client`; re-issuing a known nonce starts it afresh. */
  async issue(nonce: string, expiresAt: number, client = ANY_CLIENT): Promise<void> {
    const now = this.clock.now()
    if (this.upkeepDue(now)) {
      await this.db.deleteFrom('nonces').where('expires_at', '<=', now).execute()
      await this.makeRoom()
    }
    await this.db
      .insertInto('nonces')
      .values({ nonce, client, expires_at: expiresAt, used_at: null })
      .onConflict((oc) => oc.column('nonce').doUpdateSet({ client, expires_at: expiresAt, used_at: null }))
      .execute()
  }

  /**
   * Pruning and the size check cost a scan each, so they run before every issue only while the store is small: with
   * a cap of N they run every N/100 issues (and at least once a second), which keeps the table within 1 % of its cap
   * per instance while an issue is one statement most of the time.
   */
  private upkeepDue(now: number): boolean {
    this.sinceUpkeep += 1
    if (this.sinceUpkeep < Math.max(1, Math.floor(this.maxEntries / 100)) && now - this.lastUpkeep < 1_000) return false
    this.sinceUpkeep = 0
    this.lastUpkeep = now
    return true
  }

  /** Only the first call for an issued, unexpired nonce answers 'ok', whichever instance it reaches. */
  async consume(nonce: string, now: number): Promise<NonceConsumeResult> {
    const claimed = await this.db
      .updateTable('nonces')
      .set({ used_at: now })
      .where('nonce', '=', nonce)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('seq')
      .executeTakeFirst()
    if (claimed) return 'ok'
    const row = await this.db.selectFrom('nonces').select('used_at').where('nonce', '=', nonce).executeTakeFirst()
    if (!row) return 'unknown'
    return row.used_at === null ? 'expired' : 'used'
  }

  private async makeRoom(): Promise<void> {
    const { size } = await this.db
      .selectFrom('nonces')
      .select((eb) => eb.fn.countAll<number>().as('size'))
      .executeTakeFirstOrThrow()
    // Room for the one about to be issued, and for what other instances issued since their own last check.
    let excess = Number(size) - this.maxEntries + 1
    if (excess <= 0) return
    const used = await this.db
      .deleteFrom('nonces')
      .where('seq', 'in', (eb) =>
        eb
          .selectFrom('nonces')
          .select('seq')
          .where('used_at', 'is not', null)
          .orderBy('used_at')
          .orderBy('seq')
          .limit(excess),
      )
      .executeTakeFirst()
    excess -= Number(used.numDeletedRows)
    while (excess > 0) {
      const evicted = await evictFromLargestClient(this.db, 'nonces', excess)
      if (evicted === 0) return
      excess -= evicted
    }
  }
}
