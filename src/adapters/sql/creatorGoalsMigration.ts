import type { Kysely, Migration } from 'kysely'

/**
 * A creator's goal (product rules: "Creator profiles"), kept beside the profile as JSON text
 * (`{"asset":"USDC","amount":"100","period":"month","title":"…"}`), null for none: every profile saved before has none.
 */
export const creatorGoals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('creator_profiles').addColumn('goal', 'text').execute()
  },
}
