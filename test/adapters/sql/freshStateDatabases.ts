import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach } from 'vitest'
import { migrateStateDatabase } from '../../../src/adapters/sql/migrateStateDatabase'
import { type DatabaseConfig, openDatabase, type StateDatabase } from '../../../src/adapters/sql/openDatabase'
import { createTestDatabase } from '../../support/postgres'

export type SqlKind = DatabaseConfig['kind']

export const SQL_KINDS: readonly SqlKind[] = ['sqlite', 'postgres']

/**
 * For each test: empty, migrated state databases opened twice as two server instances would, closed after the test.
 * SQLite gets a temporary file per test; PostgreSQL one database per test file (creating one is slow next to emptying
 * it), migrated once and emptied before each test.
 */
export function freshStateDatabases(): {
  /** A fresh database's config (nothing opened yet). */
  freshConfig(kind: SqlKind): Promise<DatabaseConfig>
  /** Opens `config`, closed after the test. */
  open(config: DatabaseConfig): StateDatabase
  /** An empty migrated database opened through two separate connections. */
  openTwice(kind: SqlKind): Promise<[StateDatabase, StateDatabase]>
} {
  const opened: StateDatabase[] = []
  const dirs: string[] = []
  let sharedPostgres: Promise<string> | undefined
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()))
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const freshConfig = async (kind: SqlKind): Promise<DatabaseConfig> => {
    if (kind === 'postgres') return { kind, url: await createTestDatabase() }
    const dir = mkdtempSync(join(tmpdir(), 'creators-studio-sqlite-'))
    dirs.push(dir)
    return { kind, file: join(dir, 'state.db') }
  }
  const open = (config: DatabaseConfig) => {
    const database = openDatabase(config)
    opened.push(database)
    return database
  }
  return {
    freshConfig,
    open,
    async openTwice(kind) {
      if (kind === 'sqlite') {
        const config = await freshConfig(kind)
        const [first, second] = [open(config), open(config)]
        await migrateStateDatabase(first)
        return [first, second]
      }
      sharedPostgres ??= createTestDatabase().then(async (url) => {
        const database = openDatabase({ kind, url })
        await migrateStateDatabase(database).finally(() => database.close())
        return url
      })
      const config = { kind, url: await sharedPostgres }
      const [first, second] = [open(config), open(config)]
      await sql`truncate nonces, sessions, rate_windows, creator_profiles, supports, support_watch, support_cursors, support_blocks, webhook_endpoints, webhook_events, webhook_deliveries, monthly_offers, monthly_subscriptions, monthly_charges, monthly_leases restart identity`.execute(
        first.db,
      )
      return [first, second]
    },
  }
}
