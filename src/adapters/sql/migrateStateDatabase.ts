import { DEFAULT_MIGRATION_TABLE, Migrator, sql } from 'kysely'
import { BaseError } from '../../domain/errors/baseError'
import { NewerDatabaseError } from './newerDatabaseError'
import type { StateDatabase } from './openDatabase'
import { stateMigrationProvider, stateMigrations } from './stateMigrations'

type MigrationOutcome = Awaited<ReturnType<Migrator['migrateToLatest']>>

// Kysely's SQLite migrator takes no lock (it assumes one connection), so processes sharing a file would race to
// create the tables: the whole run goes in one immediate transaction, which waits for SQLite's single writer lock.
async function holdingSqliteWriteLock(database: StateDatabase, migrator: Migrator): Promise<MigrationOutcome> {
  await sql`begin immediate`.execute(database.db)
  const outcome = await migrator.migrateToLatest()
  await sql.raw(outcome.error === undefined ? 'commit' : 'rollback').execute(database.db)
  return outcome
}

/**
 * Brings the state database to this version's schema. Safe to run from several instances at once: Kysely's migrator
 * holds a lock (a PostgreSQL advisory lock; SQLite's write lock), so each migration runs once. Throws
 * NewerDatabaseError when a newer version already migrated it.
 * @example await migrateStateDatabase(openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL }))
 */
export async function migrateStateDatabase(database: StateDatabase): Promise<void> {
  const migrator = new Migrator({ db: database.db, provider: stateMigrationProvider(database.kind) })
  const { error } = await (database.kind === 'sqlite'
    ? holdingSqliteWriteLock(database, migrator)
    : migrator.migrateToLatest())
  if (error === undefined) return
  const known = new Set(Object.keys(stateMigrations(database.kind)))
  const executed = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`
    .execute(database.db)
    .then(({ rows }) => rows.map((row) => row.name))
    .catch(() => [])
  const unknown = executed.filter((name) => !known.has(name)).sort()
  if (unknown.length > 0) throw new NewerDatabaseError(database.where, unknown)
  throw new BaseError(`Could not migrate the database at ${database.where}`, {
    code: 'database-migration-failed',
    details: error instanceof Error ? error.message : String(error),
    cause: error,
  })
}
