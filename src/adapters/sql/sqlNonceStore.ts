import type { Kysely } from 'kysely'
import type { Clock } from '../../ports/clock'
import type { NonceConsumeResult, NonceStore } from '../../ports/nonceStore'
import { SystemClock } from '../clock/systemClock'
import { DEFAULT_MAX_NONCES } from '../memory/memoryNonceStore'
import { evictFromLargestClient } from './evictFromLargestClient'
import { groupCommit } from './groupCommit'
import type { StateSchema } from './stateSchema'

/** Nonces inserted in one statement at most: each batch size is one more SQL text (and prepared statement). */
const MAX_BATCH = 32

type IssuedNonce = { nonce: string; expiresAt: number; client: string }

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

  /**
   * Nonces issued while an insert runs are inserted together, in one statement, when it ends (groupCommit): at a
   * thousand sign-ins a second an issue costs a fraction of a round trip, and each caller still hears back only once
   * its row is written, so any instance can consume it at once.
   */
  private readonly batched = groupCommit<IssuedNonce, undefined>(async (rows) => {
    const now = this.clock.now()
    if (this.upkeepDue(now, rows.length)) {
      await this.db.deleteFrom('nonces').where('expires_at', '<=', now).execute()
      await this.makeRoom(rows.length)
    }
    // One row per nonce (a nonce issued twice in a batch: the later issue wins, as one after the other would).
    const values = [...new Map(rows.map((row) => [row.nonce, row])).values()]
    await this.db
      .insertInto('nonces')
      .values(values.map(({ nonce, client, expiresAt }) => ({ nonce, client, expires_at: expiresAt, used_at: null })))
      .onConflict((oc) =>
        oc.column('nonce').doUpdateSet((eb) => ({
          client: eb.ref('excluded.client'),
          expires_at: eb.ref('excluded.expires_at'),
          used_at: null,
        })),
      )
      .execute()
    return rows.map(() => undefined)
  }, MAX_BATCH)

  /** Remembers `nonce` until `expiresAt` for `client`; re-issuing a known nonce starts it afresh. */
  issue(nonce: string, expiresAt: number, client = ANY_CLIENT): Promise<void> {
    return this.batched({ nonce, expiresAt, client })
  }

  /**
   * Pruning and the size check cost a scan each, so they run before every issue only while the store is small: with
   * a cap of N they run every N/100 issues (and at least once a second), which keeps the table within 1 % of its cap
   * per instance while an issue is one statement most of the time.
   */
  private upkeepDue(now: number, issued: number): boolean {
    this.sinceUpkeep += issued
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

  private async makeRoom(issuing: number): Promise<void> {
    const { size } = await this.db
      .selectFrom('nonces')
      .select((eb) => eb.fn.countAll<number>().as('size'))
      .executeTakeFirstOrThrow()
    // Room for those about to be issued, and for what other instances issued since their own last check.
    let excess = Number(size) - this.maxEntries + issuing
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
