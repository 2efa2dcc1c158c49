import { type Kysely, sql } from 'kysely'
import type { StateSchema } from './stateSchema'

/**
 * Forgets the oldest rows of the client holding the most (the one whose oldest row is oldest, on a tie) in `table`,
 * only unused nonces when `table` is `nonces`: as many at once as one-at-a-time eviction would take from it in a row
 * (its lead over the runner-up), at most `atMost`. While it holds more than the runner-up it stays the largest, so a
 * flood is trimmed in one statement rather than one per row. Answers how many went.
 * @example const evicted = await evictFromLargestClient(db, 'sessions', 10) // 0 when the table is empty
 */
export async function evictFromLargestClient(
  db: Kysely<StateSchema>,
  table: 'nonces' | 'sessions',
  atMost: number,
): Promise<number> {
  const held = sql<boolean>`${sql.ref(table === 'nonces' ? 'used_at' : 'seq')} is ${sql.raw(table === 'nonces' ? 'null' : 'not null')}`
  const [largest, runnerUp] = await db
    .selectFrom(table)
    .select((eb) => ['client', eb.fn.countAll<number>().as('held')])
    .where(held)
    .groupBy('client')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy((eb) => eb.fn.min('seq'))
    .limit(2)
    .execute()
  if (!largest) return 0
  const batch = Math.min(atMost, Math.max(1, Number(largest.held) - Number(runnerUp?.held ?? 0)))
  const evicted = await db
    .deleteFrom(table)
    .where('seq', 'in', (eb) =>
      eb.selectFrom(table).select('seq').where(held).where('client', '=', largest.client).orderBy('seq').limit(batch),
    )
    .executeTakeFirst()
  return Number(evicted.numDeletedRows)
}
