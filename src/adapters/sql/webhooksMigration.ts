import type { Kysely, Migration } from 'kysely'
import type { DatabaseConfig } from './openDatabase'

type Kind = DatabaseConfig['kind']

/**
 * Webhooks: creators' endpoints, the events that happened and the outbox of deliveries (one per event and endpoint,
 * its id the `webhook-id`). A delivery is due at `next_attempt_at` and free when `lease_until` is past: the worker that
 * leases it writes back only while its `lease_token` is still the row's.
 */
export function webhooksMigration(kind: Kind): Migration {
  const bigSeq = kind === 'sqlite' ? 'integer' : 'bigint'
  return {
    async up(db: Kysely<unknown>) {
      const numbered = (table: string) =>
        kind === 'sqlite'
          ? db.schema.createTable(table).addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
          : db.schema.createTable(table).addColumn('seq', bigSeq, (c) => c.primaryKey().generatedAlwaysAsIdentity())
      await numbered('webhook_endpoints')
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('previous_secret', 'text')
        .addColumn('previous_secret_until', 'bigint')
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('disabled_reason', 'text')
        .addColumn('consecutive_failures', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('webhook_endpoints_creator')
        .on('webhook_endpoints')
        .columns(['creator', 'seq'])
        .execute()

      await numbered('webhook_events')
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('chain_id', 'integer')
        .addColumn('tx_hash', 'text')
        .addColumn('occurred_at', 'bigint', (c) => c.notNull())
        .execute()

      await numbered('webhook_deliveries')
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('endpoint_id', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('next_attempt_at', 'bigint')
        .addColumn('lease_until', 'bigint', (c) => c.notNull())
        .addColumn('lease_token', 'text')
        .addColumn('response_code', 'integer')
        .addColumn('last_attempt_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute()
      await db.schema
        .createIndex('webhook_deliveries_endpoint')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'seq'])
        .execute()
    },
  }
}
