import { DEFAULT_MIGRATION_TABLE, Migrator, sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { migrateStateDatabase } from '../../../src/adapters/sql/migrateStateDatabase'
import type { StateDatabase } from '../../../src/adapters/sql/openDatabase'
import { SqlCreatorStore } from '../../../src/adapters/sql/sqlCreatorStore'
import type { Support } from '../../../src/domain/support/support'
import { stateMigrations } from '../../../src/adapters/sql/stateMigrations'
import { SQL_KINDS, freshStateDatabases } from './freshStateDatabases'

const databases = freshStateDatabases()
const CREATOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function tableNames(database: StateDatabase): Promise<string[]> {
  const tables = await database.db.introspection.getTables()
  return tables.map((table) => table.name).sort()
}

async function executedMigrations(database: StateDatabase): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(
    database.db,
  )
  return rows.map((row) => row.name)
}

for (const kind of SQL_KINDS) {
  describe(`migrateStateDatabase (${kind})`, () => {
    test('default: creates the state tables once; migrating again changes nothing', async () => {
      const database = databases.open(await databases.freshConfig(kind))
      await migrateStateDatabase(database)
      await migrateStateDatabase(database)
      expect(await tableNames(database)).toEqual([
        'creator_profiles',
        'monthly_charges',
        'monthly_leases',
        'monthly_offers',
        'monthly_subscriptions',
        'nonces',
        'rate_windows',
        'sessions',
        'support_blocks',
        'support_cursors',
        'support_watch',
        'supports',
        'webhook_deliveries',
        'webhook_endpoints',
        'webhook_events',
      ])
      expect(await executedMigrations(database)).toEqual([
        '001_sign_in_state',
        '002_creators',
        '003_support_assets',
        '004_amounts_by_asset',
        '005_supports',
        '006_webhooks',
        '007_creator_goals',
        '008_monthly_support',
        '009_support_sums',
        '009_webhook_event_keys',
      ])
    })

    test('behavior: notes stored before tokens become notes in the chain’s native currency', async () => {
      const database = databases.open(await databases.freshConfig(kind))
      const before = stateMigrations(database.kind)
      const provider = {
        getMigrations: async () => ({
          '001_sign_in_state': before['001_sign_in_state']!,
          '002_creators': before['002_creators']!,
        }),
      }
      expect((await new Migrator({ db: database.db, provider }).migrateToLatest()).error).toBeUndefined()
      const row = { creator: CREATOR, from_address: CREATOR, note: '', created_at: 1, hidden: 0 }
      await sql`insert into support_notes (creator, chain_id, tx_hash, from_address, value, note, created_at, hidden)
        values (${row.creator}, 1, ${`0x${'1'.repeat(64)}`}, ${row.from_address}, '5', '', 1, 0),
               (${row.creator}, 137, ${`0x${'2'.repeat(64)}`}, ${row.from_address}, '7', '', 2, 0)`.execute(database.db)
      await migrateStateDatabase(database)
      const notes = (await new SqlCreatorStore(database.db, database.kind).listSupports(CREATOR)).items
      expect(notes.map(({ chainId, asset, amount }) => ({ chainId, asset, amount }))).toEqual([
        { chainId: 137, asset: { symbol: 'MATIC', decimals: 18, address: null }, amount: '7' },
        { chainId: 1, asset: { symbol: 'ETH', decimals: 18, address: null }, amount: '5' },
      ])
    })

    test('behavior: profiles stored with a list of ETH amounts keep them as their ETH amounts', async () => {
      const database = databases.open(await databases.freshConfig(kind))
      const before = stateMigrations(database.kind)
      const provider = {
        getMigrations: async () => ({
          '001_sign_in_state': before['001_sign_in_state']!,
          '002_creators': before['002_creators']!,
          '003_support_assets': before['003_support_assets']!,
        }),
      }
      expect((await new Migrator({ db: database.db, provider }).migrateToLatest()).error).toBeUndefined()
      const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
      await sql`insert into creator_profiles (creator, display_name, bio, links, accent_color, suggested_amounts, thank_you, updated_at)
        values (${CREATOR}, 'Ada', '', '[]', '#6d28d9', '["0.01","0.05"]', '', 1),
               (${other}, 'Bo', '', '[]', '#6d28d9', '[]', '', 2)`.execute(database.db)
      await migrateStateDatabase(database)
      const store = new SqlCreatorStore(database.db, database.kind)
      expect((await store.getProfile(CREATOR))?.suggestedAmounts).toEqual({ ETH: ['0.01', '0.05'] })
      expect((await store.getProfile(other))?.suggestedAmounts).toEqual({})
    })

    test('behavior: notes recorded before supports were indexed become claimed supports, in their order', async () => {
      const database = databases.open(await databases.freshConfig(kind))
      const before = stateMigrations(database.kind)
      const provider = {
        getMigrations: async () => ({
          '001_sign_in_state': before['001_sign_in_state']!,
          '002_creators': before['002_creators']!,
          '003_support_assets': before['003_support_assets']!,
          '004_amounts_by_asset': before['004_amounts_by_asset']!,
        }),
      }
      expect((await new Migrator({ db: database.db, provider }).migrateToLatest()).error).toBeUndefined()
      const usdc = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
      await sql`insert into support_notes (creator, chain_id, tx_hash, from_address, value, note, created_at, hidden,
          asset_symbol, asset_decimals, asset_address)
        values (${CREATOR}, 1, ${`0x${'1'.repeat(64)}`}, ${CREATOR}, '5', 'first', 7, 0, 'ETH', 18, null),
               (${CREATOR}, 8453, ${`0x${'2'.repeat(64)}`}, ${CREATOR}, '6', 'second', 7, 1, 'USDC', 6, ${usdc})`.execute(
        database.db,
      )
      await migrateStateDatabase(database)
      const store = new SqlCreatorStore(database.db, database.kind)
      const items = (await store.listSupports(CREATOR, { includeHidden: true })).items
      expect(items.map(({ note, hidden, blockNumber, asset }) => ({ note, hidden, blockNumber, asset }))).toEqual([
        { note: 'second', hidden: true, blockNumber: null, asset: { symbol: 'USDC', decimals: 6, address: usdc } },
        { note: 'first', hidden: false, blockNumber: null, asset: { symbol: 'ETH', decimals: 18, address: null } },
      ])
      // A note already there: a claim for the same support is already-recorded, as before.
      expect(await store.attachNote(CREATOR, { ...(items[1] as Support), note: 'again' })).toBe('already-recorded')
    })

    test("behavior: support events queued by transaction take their support's asset, the n-th event the n-th support", async () => {
      const database = databases.open(await databases.freshConfig(kind))
      const before = stateMigrations(database.kind)
      const through007 = Object.fromEntries(Object.entries(before).filter(([name]) => name <= '007'))
      const provider = { getMigrations: async () => through007 }
      expect((await new Migrator({ db: database.db, provider }).migrateToLatest()).error).toBeUndefined()
      const usdc = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
      const [paid, gone] = [`0x${'1'.repeat(64)}`, `0x${'2'.repeat(64)}`]
      // One transaction paid in ETH then USDC (its note on the USDC support); another whose support was rewound away.
      await sql`insert into supports (creator, chain_id, tx_hash, asset_key, from_address, value, asset_symbol,
          asset_decimals, asset_address, note, created_at, block_number, block_hash, source, hidden)
        values (${CREATOR}, 1, ${paid}, 'native', ${CREATOR}, '5', 'ETH', 18, null, null, 7, 3, null, 'chain', 0),
               (${CREATOR}, 1, ${paid}, ${usdc.toLowerCase()}, ${CREATOR}, '6', 'USDC', 6, ${usdc}, 'hi', 7, 3, null, 'chain', 0)`.execute(
        database.db,
      )
      await sql`insert into webhook_events (id, creator, type, chain_id, tx_hash, occurred_at)
        values ('evt_a', ${CREATOR}, 'support.created', 1, ${paid}, 7),
               ('evt_b', ${CREATOR}, 'support.created', 1, ${paid}, 7),
               ('evt_c', ${CREATOR}, 'support.noted', 1, ${paid}, 8),
               ('evt_d', ${CREATOR}, 'support.created', 1, ${gone}, 9),
               ('evt_e', ${CREATOR}, 'webhook.test', null, null, 9),
               ('evt_f', ${CREATOR}, 'webhook.test', null, null, 9)`.execute(database.db)
      await migrateStateDatabase(database)
      const { rows } = await sql<{ id: string; asset_key: string | null }>`
        select id, asset_key from webhook_events order by seq`.execute(database.db)
      expect(rows).toEqual([
        { id: 'evt_a', asset_key: 'native' },
        { id: 'evt_b', asset_key: usdc.toLowerCase() },
        { id: 'evt_c', asset_key: usdc.toLowerCase() },
        { id: 'evt_d', asset_key: 'evt_d' },
        { id: 'evt_e', asset_key: null },
        { id: 'evt_f', asset_key: null },
      ])
    })

    test('behavior: a database migrated by a newer version is refused with what to do', async () => {
      const [database] = await databases.openTwice(kind)
      await sql`insert into ${sql.table(DEFAULT_MIGRATION_TABLE)} (name, timestamp) values ('002_x', '2030-01-01T00:00:00.000Z')`.execute(
        database.db,
      )
      await expect(migrateStateDatabase(database)).rejects.toThrow(
        `The database at ${database.where} was migrated by a newer version of Creators Studio (unknown migration 002_x); upgrade the app, or point DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite) elsewhere`,
      )
      await expect(migrateStateDatabase(database)).rejects.toMatchObject({ code: 'database-newer-than-app' })
    })
  })
}

describe('migrateStateDatabase (postgres)', () => {
  test('behavior: four instances starting at once on a fresh database migrate it once', async () => {
    const config = await databases.freshConfig('postgres')
    const instances = Array.from({ length: 4 }, () => databases.open(config))
    await Promise.all(instances.map((database) => migrateStateDatabase(database)))
    for (const database of instances) {
      expect(await tableNames(database)).toEqual([
        'creator_profiles',
        'monthly_charges',
        'monthly_leases',
        'monthly_offers',
        'monthly_subscriptions',
        'nonces',
        'rate_windows',
        'sessions',
        'support_blocks',
        'support_cursors',
        'support_watch',
        'supports',
        'webhook_deliveries',
        'webhook_endpoints',
        'webhook_events',
      ])
      expect(await executedMigrations(database)).toEqual([
        '001_sign_in_state',
        '002_creators',
        '003_support_assets',
        '004_amounts_by_asset',
        '005_supports',
        '006_webhooks',
        '007_creator_goals',
        '008_monthly_support',
        '009_support_sums',
        '009_webhook_event_keys',
      ])
    }
  })
})
