import type { Kysely, Migration } from 'kysely'

/**
 * A goal's sum (SqlCreatorStore.sumSupports) is read on every profile, badge and preview: an index that holds all it
 * reads, the creator's supports in one symbol by time, so that the sum reads the index alone, not each support's row.
 */
export const supportSums: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('supports_sum')
      .on('supports')
      .columns(['creator', 'asset_symbol', 'created_at', 'chain_id', 'asset_decimals', 'value'])
      .execute()
  },
}
