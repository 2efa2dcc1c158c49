import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely'
import type { StateDatabase } from './openDatabase'
import { stateMigrations } from './stateMigrations'

/**
 * The migrations this code knows that the database has not run (none when it is current), in one query: a rolled-back
 * or restored database behind the code is not ready to serve. Rejects when the database cannot be read.
 * @example await pendingStateMigrations(database) // [] when current
 */
export async function pendingStateMigrations(database: StateDatabase): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(
    database.db,
  )
  const executed = new Set(rows.map((row) => row.name))
  return Object.keys(stateMigrations(database.kind))
    .filter((name) => !executed.has(name))
    .sort()
}

/** How many rows the nonce and session tables hold (used, expired and live alike), for an operator's gauges. */
export async function stateTableSizes(database: StateDatabase): Promise<{ nonces: number; sessions: number }> {
  const count = async (table: 'nonces' | 'sessions') => {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      database.db,
    )
    return Number(rows[0]?.n ?? 0)
  }
  const [nonces, sessions] = await Promise.all([count('nonces'), count('sessions')])
  return { nonces, sessions }
}
