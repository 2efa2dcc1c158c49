import type { Kysely, Migration } from 'kysely'
import type { DatabaseConfig } from './openDatabase'

/**
 * Monthly support: each creator's offer (its tiers as JSON text), supporters' signed permissions keyed by the
 * permission's hash (the permission as JSON text, amounts as decimal strings; the subscription's state as JSON), one
 * charge row per subscription and period (the primary key: a period can never get a second row, whichever instance
 * or restart tries) and per chain the charge runner's lease.
 */
export function monthlySupportMigration(kind: DatabaseConfig['kind']): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('monthly_offers')
        .addColumn('creator', 'text', (c) => c.primaryKey())
        .addColumn('chain_id', 'integer', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('tiers', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute()
      const subscriptions =
        kind === 'sqlite'
          ? db.schema
              .createTable('monthly_subscriptions')
              .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
          : db.schema
              .createTable('monthly_subscriptions')
              .addColumn('seq', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      await subscriptions
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('chain_id', 'integer', (c) => c.notNull())
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('supporter', 'text', (c) => c.notNull())
        .addColumn('permission', 'text', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute()
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on('monthly_subscriptions').columns(columns).execute()
      await index('monthly_subscriptions_creator', ['creator', 'seq'])
      await index('monthly_subscriptions_supporter', ['supporter', 'seq'])
      await index('monthly_subscriptions_chain', ['chain_id', 'status', 'seq'])
      await db.schema
        .createTable('monthly_charges')
        .addColumn('subscription_id', 'text', (c) => c.notNull())
        .addColumn('period_start', 'bigint', (c) => c.notNull())
        .addColumn('chain_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('tx_hash', 'text')
        .addColumn('raw_tx', 'text')
        .addColumn('failure', 'text')
        .addColumn('retry_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('monthly_charges_pk', ['subscription_id', 'period_start'])
        .execute()
      await db.schema
        .createIndex('monthly_charges_status')
        .on('monthly_charges')
        .columns(['chain_id', 'status'])
        .execute()
      await db.schema
        .createTable('monthly_leases')
        .addColumn('chain_id', 'integer', (c) => c.primaryKey())
        .addColumn('holder', 'text')
        .addColumn('lease_until', 'bigint', (c) => c.notNull())
        .execute()
    },
  }
}
