import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely'
import { creatorGoals } from './creatorGoalsMigration'
import { monthlySupportMigration } from './monthlySupportMigration'
import type { DatabaseConfig } from './openDatabase'
import { supportSums } from './supportSumsMigration'
import { supportsMigration } from './supportsMigration'
import { webhookEventKeys } from './webhookEventKeysMigration'
import { webhooksMigration } from './webhooksMigration'

type Kind = DatabaseConfig['kind']

// The one dialect difference: an auto-numbered key (SQLite's rowid alias, PostgreSQL's identity column).
function autoNumbered(db: Kysely<unknown>, kind: Kind, table: string) {
  return kind === 'sqlite'
    ? db.schema.createTable(table).addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    : db.schema.createTable(table).addColumn('seq', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
}

// Migrations are append-only: a released one never changes, a new one gets the next number.
function signInState(kind: Kind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const seq = (table: string) => autoNumbered(db, kind, table)
      await seq('nonces')
        .addColumn('nonce', 'text', (c) => c.notNull().unique())
        .addColumn('client', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute()
      await db.schema.createIndex('nonces_expires_at').on('nonces').column('expires_at').execute()
      await db.schema.createIndex('nonces_used_at').on('nonces').columns(['used_at', 'seq']).execute()
      await db.schema.createIndex('nonces_client').on('nonces').columns(['client', 'seq']).execute()

      await seq('sessions')
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('client', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('chain_id', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute()
      await db.schema.createIndex('sessions_client').on('sessions').columns(['client', 'seq']).execute()

      await db.schema
        .createTable('rate_windows')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('client', 'text', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('counted_at', 'bigint', (c) => c.notNull())
        .addColumn('allowed', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_windows_pk', ['scope', 'client'])
        .execute()
      await db.schema
        .createIndex('rate_windows_expires_at')
        .on('rate_windows')
        .columns(['scope', 'expires_at'])
        .execute()
      await db.schema
        .createIndex('rate_windows_count')
        .on('rate_windows')
        .columns(['scope', 'count', 'counted_at'])
        .execute()
    },
  }
}

/** Creators' profiles and their supporters' notes, paged newest first by (created_at, seq). */
function creators(kind: Kind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('creator_profiles')
        .addColumn('creator', 'text', (c) => c.primaryKey())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('bio', 'text', (c) => c.notNull())
        .addColumn('links', 'text', (c) => c.notNull())
        .addColumn('accent_color', 'text', (c) => c.notNull())
        .addColumn('suggested_amounts', 'text', (c) => c.notNull())
        .addColumn('thank_you', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute()
      await autoNumbered(db, kind, 'support_notes')
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('chain_id', 'integer', (c) => c.notNull())
        .addColumn('tx_hash', 'text', (c) => c.notNull())
        .addColumn('from_address', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('hidden', 'integer', (c) => c.notNull())
        .addUniqueConstraint('support_notes_tx', ['chain_id', 'tx_hash'])
        .execute()
      await db.schema
        .createIndex('support_notes_page')
        .on('support_notes')
        .columns(['creator', 'created_at desc', 'seq desc'])
        .execute()
    },
  }
}

/**
 * Each note names the asset it was paid in (`value` holds its base units). Notes stored before tokens are all in the
 * chain's native currency: 18 decimals, ETH on every chain known then but Polygon (MATIC), written here once and for
 * all, as a released migration never changes with the code.
 */
const supportAssets: Migration = {
  async up(db: Kysely<unknown>) {
    const table = () => db.schema.alterTable('support_notes')
    await table()
      .addColumn('asset_symbol', 'text', (c) => c.notNull().defaultTo('ETH'))
      .execute()
    await table()
      .addColumn('asset_decimals', 'integer', (c) => c.notNull().defaultTo(18))
      .execute()
    await table().addColumn('asset_address', 'text').execute()
    await db
      .updateTable('support_notes' as never)
      .set({ asset_symbol: 'MATIC' } as never)
      .where('chain_id' as never, '=', 137 as never)
      .execute()
  },
}

/**
 * A profile's suggested amounts are kept by asset symbol (`{"ETH":["0.01"],"USDC":["5"]}`). Those stored before
 * were a list of ETH amounts (`["0.01"]`): they become the ETH list, and an empty list none at all. The JSON text is
 * rewritten in SQL both dialects share (`||` joins text in SQLite and PostgreSQL).
 */
const amountsByAsset: Migration = {
  async up(db: Kysely<unknown>) {
    await db
      .updateTable('creator_profiles' as never)
      .set({ suggested_amounts: '{}' } as never)
      .where('suggested_amounts' as never, '=', '[]' as never)
      .execute()
    await db
      .updateTable('creator_profiles' as never)
      .set({ suggested_amounts: sql`'{"ETH":' || suggested_amounts || '}'` } as never)
      .where('suggested_amounts' as never, 'like', '[%' as never)
      .execute()
  },
}

/** The state schema's migrations, by name in the order they run. */
export function stateMigrations(kind: Kind): Record<string, Migration> {
  return {
    '001_sign_in_state': signInState(kind),
    '002_creators': creators(kind),
    '003_support_assets': supportAssets,
    '004_amounts_by_asset': amountsByAsset,
    '005_supports': supportsMigration(kind),
    '006_webhooks': webhooksMigration(kind),
    '007_creator_goals': creatorGoals,
    '008_monthly_support': monthlySupportMigration(kind),
    '009_support_sums': supportSums,
    '009_webhook_event_keys': webhookEventKeys,
  }
}

/** Kysely's Migrator reads the migrations from code, not from files beside the bundle. */
export function stateMigrationProvider(kind: Kind): MigrationProvider {
  return { getMigrations: async () => stateMigrations(kind) }
}
