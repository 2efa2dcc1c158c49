import type { Kysely, Selectable } from 'kysely'
import type { CreatorProfile, HexColor } from '../../domain/creators/creatorProfile'
import type { AssetSum } from '../../domain/creators/goalProgress'
import { readSupportCursor, writeSupportCursor } from '../../domain/creators/supportCursor'
import type { SupportNote } from '../../domain/creators/supportNote'
import type { Address, Hash } from '../../domain/shared/hex'
import {
  SUPPORT_PAGE_SIZE,
  type CreatorStore,
  type RecordSupportResult,
  type StoredCreatorProfile,
  type SupportNotePage,
  type SupportSumQuery,
  type SupportTotal,
} from '../../ports/creatorStore'
import { exportPage, exportPageRequest } from '../memory/exportPage'
import { sumByDecimals } from '../memory/sumByDecimals'
import { sumSupportTotals } from '../memory/sumSupportTotals'
import type { CreatorProfileTable, StateSchema, SupportNoteTable } from './stateSchema'

function profileOf(row: Selectable<CreatorProfileTable>): StoredCreatorProfile {
  return {
    displayName: row.display_name,
    bio: row.bio,
    links: JSON.parse(row.links),
    accentColor: row.accent_color as HexColor,
    suggestedAmounts: JSON.parse(row.suggested_amounts),
    thankYou: row.thank_you,
    ...(row.goal === null ? {} : { goal: JSON.parse(row.goal) }),
    updatedAt: row.updated_at,
  }
}

function noteOf(row: Selectable<SupportNoteTable>): SupportNote {
  return {
    chainId: row.chain_id,
    txHash: row.tx_hash as Hash,
    from: row.from_address as Address,
    asset: { symbol: row.asset_symbol, decimals: row.asset_decimals, address: row.asset_address as Address | null },
    amount: row.value,
    note: row.note,
    createdAt: row.created_at,
    hidden: row.hidden === 1,
  }
}

/**
 * CreatorStore in a SQL database (SQLite or PostgreSQL), shared by every instance pointed at it. Recording is one
 * insert that does nothing on a conflict with the unique (chain_id, tx_hash): of concurrent records of one transaction
 * exactly one inserts a row. Pages are keyset pages over (created_at, seq) descending, the support_notes_page index.
 */
export class SqlCreatorStore implements CreatorStore {
  constructor(private readonly db: Kysely<StateSchema>) {}

  async getProfile(creator: Address): Promise<StoredCreatorProfile | null> {
    const row = await this.db
      .selectFrom('creator_profiles')
      .selectAll()
      .where('creator', '=', creator)
      .executeTakeFirst()
    return row ? profileOf(row) : null
  }

  async putProfile(creator: Address, profile: CreatorProfile, now: number): Promise<StoredCreatorProfile> {
    const values = {
      display_name: profile.displayName,
      bio: profile.bio,
      links: JSON.stringify(profile.links.map(({ label, url }) => ({ label, url }))),
      accent_color: profile.accentColor,
      suggested_amounts: JSON.stringify(profile.suggestedAmounts),
      thank_you: profile.thankYou,
      goal: profile.goal ? JSON.stringify(profile.goal) : null,
      updated_at: now,
    }
    const row = await this.db
      .insertInto('creator_profiles')
      .values({ creator, ...values })
      .onConflict((oc) => oc.column('creator').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow()
    return profileOf(row)
  }

  async recordSupport(creator: Address, note: SupportNote): Promise<RecordSupportResult> {
    const inserted = await this.db
      .insertInto('support_notes')
      .values({
        creator,
        chain_id: note.chainId,
        tx_hash: note.txHash.toLowerCase(),
        from_address: note.from,
        value: note.amount,
        asset_symbol: note.asset.symbol,
        asset_decimals: note.asset.decimals,
        asset_address: note.asset.address,
        note: note.note,
        created_at: note.createdAt,
        hidden: note.hidden ? 1 : 0,
      })
      .onConflict((oc) => oc.columns(['chain_id', 'tx_hash']).doNothing())
      .executeTakeFirst()
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? 'recorded' : 'already-recorded'
  }

  async listSupports(
    creator: Address,
    { cursor, includeHidden = false }: { cursor?: string | undefined; includeHidden?: boolean | undefined } = {},
  ): Promise<SupportNotePage> {
    const after = cursor === undefined ? undefined : readSupportCursor(cursor)
    if (cursor !== undefined && after === undefined) throw new RangeError('not a support cursor')
    let query = this.db.selectFrom('support_notes').selectAll().where('creator', '=', creator)
    if (!includeHidden) query = query.where('hidden', '=', 0)
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('seq', '<', after.seq)]),
        ]),
      )
    }
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(SUPPORT_PAGE_SIZE + 1)
      .execute()
    const page = rows.slice(0, SUPPORT_PAGE_SIZE)
    const last = page.at(-1)
    return {
      items: page.map(noteOf),
      nextCursor:
        rows.length > SUPPORT_PAGE_SIZE && last
          ? writeSupportCursor({ createdAt: last.created_at, seq: last.seq })
          : null,
    }
  }

  async getSupport(creator: Address, chainId: number, txHash: Hash): Promise<SupportNote | null> {
    const row = await this.db
      .selectFrom('support_notes')
      .selectAll()
      .where('creator', '=', creator)
      .where('chain_id', '=', chainId)
      .where('tx_hash', '=', txHash.toLowerCase())
      .executeTakeFirst()
    return row ? noteOf(row) : null
  }

  async setSupportHidden(
    creator: Address,
    chainId: number,
    txHash: Hash,
    hidden: boolean,
  ): Promise<SupportNote | null> {
    const row = await this.db
      .updateTable('support_notes')
      .set({ hidden: hidden ? 1 : 0 })
      .where('creator', '=', creator)
      .where('chain_id', '=', chainId)
      .where('tx_hash', '=', txHash.toLowerCase())
      .returningAll()
      .executeTakeFirst()
    return row ? noteOf(row) : null
  }

  async supportTotals(creator: Address): Promise<readonly SupportTotal[]> {
    const rows = await this.db
      .selectFrom('support_notes')
      .select(['chain_id', 'value', 'asset_symbol', 'asset_decimals', 'asset_address'])
      .where('creator', '=', creator)
      // In the order recorded: a total names its asset as its first note does, on every database alike.
      .orderBy('seq')
      .execute()
    return sumSupportTotals(
      rows.map((row) => ({
        chainId: row.chain_id,
        asset: { symbol: row.asset_symbol, decimals: row.asset_decimals, address: row.asset_address as Address | null },
        amount: row.value,
      })),
    )
  }

  async listAllSupports(
    creator: Address,
    options: { cursor?: string | undefined; limit?: number | undefined } = {},
  ): Promise<SupportNotePage> {
    const { after, size } = exportPageRequest(options)
    let query = this.db.selectFrom('support_notes').selectAll().where('creator', '=', creator)
    if (after) {
      // The first condition alone bounds the index range (an OR of the two would scan from the creator's first support
      // on every page); the second drops the ties already read.
      query = query
        .where('created_at', '>=', after.createdAt)
        .where((eb) => eb.or([eb('created_at', '>', after.createdAt), eb('seq', '>', after.seq)]))
    }
    // The support_notes_page index read backwards: each page is one range scan, however deep into the list.
    const rows = await query
      .orderBy('created_at', 'asc')
      .orderBy('seq', 'asc')
      .limit(size + 1)
      .execute()
    return exportPage(rows, size, noteOf, (row) => ({ createdAt: row.created_at, seq: row.seq }))
  }

  async sumSupports(creator: Address, { symbol, chainIds, since }: SupportSumQuery): Promise<readonly AssetSum[]> {
    if (chainIds.length === 0) return []
    // Two short columns of the creator's supports in one asset, summed in code: SQL would add wei as a float.
    const rows = await this.db
      .selectFrom('support_notes')
      .select(['value', 'asset_decimals'])
      .where('creator', '=', creator)
      .where('asset_symbol', '=', symbol)
      .where('chain_id', 'in', [...chainIds])
      .where('created_at', '>=', since)
      .execute()
    return sumByDecimals(rows.map((row) => ({ decimals: row.asset_decimals, amount: row.value })))
  }
}
