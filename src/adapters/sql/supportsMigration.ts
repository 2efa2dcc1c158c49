import { type Kysely, type Migration, sql } from 'kysely'
import type { DatabaseConfig } from './openDatabase'

/**
 * Supports found on the chain as well as claimed: `supports` replaces `support_notes`, one row per payment to a
 * creator in one asset by one transaction (`asset_key`: the token's lower-case address, `native` for the chain's
 * currency), `note` null until a claim attaches one, with the block that holds it (null for the notes recorded
 * before, which move here as claimed supports in their order). Beside it, the indexer's state: each creator's first
 * block per chain, each chain's cursor and lease, and the hashes of the blocks it read last.
 */
export function supportsMigration(kind: DatabaseConfig['kind']): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const seq =
        kind === 'sqlite'
          ? db.schema.createTable('supports').addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
          : db.schema
              .createTable('supports')
              .addColumn('seq', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      await seq
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('chain_id', 'integer', (c) => c.notNull())
        .addColumn('tx_hash', 'text', (c) => c.notNull())
        .addColumn('asset_key', 'text', (c) => c.notNull())
        .addColumn('from_address', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('asset_symbol', 'text', (c) => c.notNull())
        .addColumn('asset_decimals', 'integer', (c) => c.notNull())
        .addColumn('asset_address', 'text')
        .addColumn('note', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('block_number', 'bigint')
        .addColumn('block_hash', 'text')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('hidden', 'integer', (c) => c.notNull())
        .addUniqueConstraint('supports_key', ['chain_id', 'tx_hash', 'creator', 'asset_key'])
        .execute()
      await db.schema
        .createIndex('supports_page')
        .on('supports')
        .columns(['creator', 'created_at desc', 'seq desc'])
        .execute()
      await db.schema.createIndex('supports_block').on('supports').columns(['chain_id', 'block_number']).execute()
      await sql`insert into supports (creator, chain_id, tx_hash, asset_key, from_address, value, asset_symbol,
          asset_decimals, asset_address, note, created_at, block_number, block_hash, source, hidden)
        select creator, chain_id, tx_hash, coalesce(lower(asset_address), 'native'), from_address, value,
          asset_symbol, asset_decimals, asset_address, note, created_at, null, null, 'claim', hidden
        from support_notes order by seq`.execute(db)
      await db.schema.dropTable('support_notes').execute()

      await db.schema
        .createTable('support_watch')
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('chain_id', 'integer', (c) => c.notNull())
        .addColumn('from_block', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('support_watch_pk', ['chain_id', 'creator'])
        .execute()
      await db.schema
        .createTable('support_cursors')
        .addColumn('chain_id', 'integer', (c) => c.primaryKey())
        .addColumn('block_number', 'bigint')
        .addColumn('block_hash', 'text')
        .addColumn('lease_holder', 'text')
        .addColumn('lease_until', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('support_blocks')
        .addColumn('chain_id', 'integer', (c) => c.notNull())
        .addColumn('block_number', 'bigint', (c) => c.notNull())
        .addColumn('block_hash', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('support_blocks_pk', ['chain_id', 'block_number'])
        .execute()
    },
  }
}
