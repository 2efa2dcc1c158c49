import { type Kysely, type Migration, sql } from 'kysely'

/**
 * A support's webhook event names the support by its whole key: `asset_key` beside its transaction (one transaction
 * may pay a creator in two assets, two supports), and a support has at most one event of each type (queuing it again,
 * as a replayed indexer pass or a re-found support would, adds nothing).
 *
 * The events queued before named only their transaction, and a delivery sent the transaction's first support. Each
 * takes the asset of the support it stood for: the n-th event of a type for a transaction, the transaction's n-th
 * support (for `support.noted`, its n-th support with a note), in the order both were stored. An event left without
 * one (its support since rewound away, or a second event for one support) gets its own id as its asset key, which no
 * support has: its delivery is skipped as the support's is gone, as it was before.
 */
export const webhookEventKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('webhook_events').addColumn('asset_key', 'text').execute()
    await sql`update webhook_events set asset_key = (
        select s.asset_key from supports s
        where s.creator = webhook_events.creator and s.chain_id = webhook_events.chain_id
          and s.tx_hash = webhook_events.tx_hash and (webhook_events.type <> 'support.noted' or s.note is not null)
          and (select count(*) from supports t
               where t.creator = s.creator and t.chain_id = s.chain_id and t.tx_hash = s.tx_hash
                 and (webhook_events.type <> 'support.noted' or t.note is not null) and t.seq <= s.seq)
            = (select count(*) from webhook_events e
               where e.creator = webhook_events.creator and e.type = webhook_events.type
                 and e.chain_id = webhook_events.chain_id and e.tx_hash = webhook_events.tx_hash
                 and e.seq <= webhook_events.seq))
      where type <> 'webhook.test'`.execute(db)
    await sql`update webhook_events set asset_key = id where type <> 'webhook.test' and asset_key is null`.execute(db)
    // Test events have no support (nulls): any number of them, as a unique index never equates two nulls.
    await db.schema
      .createIndex('webhook_events_support')
      .on('webhook_events')
      .columns(['creator', 'type', 'chain_id', 'tx_hash', 'asset_key'])
      .unique()
      .execute()
  },
}
