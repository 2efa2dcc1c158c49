import type { Kysely, Selectable, Transaction } from 'kysely'
import type { CreatorProfile, HexColor } from '../../domain/creators/creatorProfile'
import type { AssetSum } from '../../domain/creators/goalProgress'
import { readSupportCursor, writeSupportCursor } from '../../domain/support/supportCursor'
import type { Support } from '../../domain/support/support'
import { assetKeyOf, supportKeyOf } from '../../domain/support/supportKey'
import type { Address, Hash } from '../../domain/shared/hex'
import {
  SUPPORT_PAGE_SIZE,
  type CreatorStore,
  type AttachNoteResult,
  type StoredCreatorProfile,
  type SupportPage,
  type SupportSumQuery,
  type SupportTotal,
} from '../../ports/creatorStore'
import { exportPage, exportPageRequest } from '../memory/exportPage'
import { sumSupportTotals } from '../memory/sumSupportTotals'
import { type FoundSupport, type IndexedBlock, RECENT_BLOCKS, type SupportLedger } from '../../ports/supportLedger'
import { claimEvents } from '../../domain/webhooks/webhookEvent'
import { enqueueWebhookEvents } from './enqueueWebhookEvents'
import { exactSum } from './exactSum'
import type { DatabaseConfig } from './openDatabase'
import type { CreatorProfileTable, StateSchema, SupportTable } from './stateSchema'

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

function supportOf(row: Selectable<SupportTable>): Support {
  return {
    chainId: row.chain_id,
    txHash: row.tx_hash as Hash,
    from: row.from_address as Address,
    asset: { symbol: row.asset_symbol, decimals: row.asset_decimals, address: row.asset_address as Address | null },
    amount: row.value,
    note: row.note,
    createdAt: row.created_at,
    blockNumber: row.block_number,
    hidden: row.hidden === 1,
  }
}

/** A support as its row holds it; `source` says who stored it first (the indexer, a claim, a monthly charge). */
export function supportRow(
  creator: Address,
  support: Support,
  source: 'chain' | 'claim' | 'monthly',
  blockHash: string | null,
) {
  return {
    creator,
    chain_id: support.chainId,
    tx_hash: support.txHash.toLowerCase(),
    asset_key: assetKeyOf(support.asset),
    from_address: support.from,
    value: support.amount,
    asset_symbol: support.asset.symbol,
    asset_decimals: support.asset.decimals,
    asset_address: support.asset.address,
    note: support.note,
    created_at: support.createdAt,
    block_number: support.blockNumber,
    block_hash: blockHash,
    source,
    hidden: support.hidden ? 1 : 0,
  }
}

const changed = (result: { numUpdatedRows?: bigint; numInsertedOrUpdatedRows?: bigint | undefined }) =>
  Number(result.numUpdatedRows ?? result.numInsertedOrUpdatedRows ?? 0)

/**
 * CreatorStore and SupportLedger in a SQL database (SQLite or PostgreSQL), shared by every instance pointed at it.
 * A support is one row per (chain_id, tx_hash, creator, asset_key): a claim's note is attached by an update that only
 * fills a null note, or comes with the row when the claim is first (an insert that does nothing on a conflict), so
 * of concurrent claims exactly one attaches. Pages are keyset pages over (created_at, seq) descending, the
 * supports_page index. The indexer's writes run in one transaction that first moves the cursor row, and only while
 * the writer holds its lease: an instance that lost it writes nothing.
 */
export class SqlCreatorStore implements CreatorStore, SupportLedger {
  constructor(
    private readonly db: Kysely<StateSchema>,
    private readonly kind: DatabaseConfig['kind'],
  ) {}

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

  async attachNote(creator: Address, support: Support): Promise<AttachNoteResult> {
    const row = supportRow(creator, support, 'claim', null)
    // The support's events are queued in the transaction that stores it or its note: stored and announced, or neither.
    return this.db.transaction().execute(async (trx) => {
      const fill = () =>
        trx
          .updateTable('supports')
          .set({ note: row.note })
          .where('chain_id', '=', row.chain_id)
          .where('tx_hash', '=', row.tx_hash)
          .where('creator', '=', creator)
          .where('asset_key', '=', row.asset_key)
          .where('note', 'is', null)
          .executeTakeFirst()
      const noted = async () => {
        // The indexer announced the support when it found it; what is new is the note.
        const events = claimEvents(support, support.createdAt).filter((event) => event.type === 'support.noted')
        await enqueueWebhookEvents(trx, creator, events, support.createdAt)
        return 'attached' as const
      }
      if (changed(await fill()) === 1) return noted()
      const inserted = await trx
        .insertInto('supports')
        .values(row)
        .onConflict((oc) => oc.columns(['chain_id', 'tx_hash', 'creator', 'asset_key']).doNothing())
        .executeTakeFirst()
      if (changed(inserted) === 1) {
        await enqueueWebhookEvents(trx, creator, claimEvents(support, support.createdAt), support.createdAt)
        return 'inserted'
      }
      // The indexer may have stored the support between the two statements: its note is still to fill.
      return changed(await fill()) === 1 ? noted() : 'already-recorded'
    })
  }

  async listSupports(
    creator: Address,
    { cursor, includeHidden = false }: { cursor?: string | undefined; includeHidden?: boolean | undefined } = {},
  ): Promise<SupportPage> {
    const after = cursor === undefined ? undefined : readSupportCursor(cursor)
    if (cursor !== undefined && after === undefined) throw new RangeError('not a support cursor')
    let query = this.db.selectFrom('supports').selectAll().where('creator', '=', creator)
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
      items: page.map(supportOf),
      nextCursor:
        rows.length > SUPPORT_PAGE_SIZE && last
          ? writeSupportCursor({ createdAt: last.created_at, seq: last.seq })
          : null,
    }
  }

  async getSupport(creator: Address, chainId: number, txHash: Hash, assetKey?: string): Promise<Support | null> {
    let query = this.db
      .selectFrom('supports')
      .selectAll()
      .where('creator', '=', creator)
      .where('chain_id', '=', chainId)
      .where('tx_hash', '=', txHash.toLowerCase())
    if (assetKey !== undefined) query = query.where('asset_key', '=', assetKey)
    const row = await query.orderBy('seq').executeTakeFirst()
    return row ? supportOf(row) : null
  }

  async setSupportHidden(creator: Address, chainId: number, txHash: Hash, hidden: boolean): Promise<Support | null> {
    await this.db
      .updateTable('supports')
      .set({ hidden: hidden ? 1 : 0 })
      .where('creator', '=', creator)
      .where('chain_id', '=', chainId)
      .where('tx_hash', '=', txHash.toLowerCase())
      .execute()
    return this.getSupport(creator, chainId, txHash)
  }

  async supportTotals(creator: Address): Promise<readonly SupportTotal[]> {
    const rows = await this.db
      .selectFrom('supports')
      .select(['chain_id', 'value', 'asset_symbol', 'asset_decimals', 'asset_address'])
      .where('creator', '=', creator)
      // In the order stored: a total names its asset as its first support does, on every database alike.
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

  async watchedCreators(chainId: number): Promise<ReadonlyMap<Address, bigint>> {
    const rows = await this.db
      .selectFrom('support_watch')
      .innerJoin('creator_profiles', 'creator_profiles.creator', 'support_watch.creator')
      .select(['support_watch.creator', 'support_watch.from_block'])
      .where('support_watch.chain_id', '=', chainId)
      .execute()
    return new Map(rows.map((row) => [row.creator as Address, BigInt(row.from_block)]))
  }

  async watchCreator(creator: Address, chainId: number, fromBlock: bigint): Promise<void> {
    await this.db
      .insertInto('support_watch')
      .values({ creator, chain_id: chainId, from_block: Number(fromBlock) })
      .onConflict((oc) => oc.columns(['chain_id', 'creator']).doNothing())
      .execute()
  }

  async watchUnwatched(chainId: number, fromBlock: bigint): Promise<number> {
    const result = await this.db
      .insertInto('support_watch')
      .columns(['creator', 'chain_id', 'from_block'])
      .expression((eb) =>
        eb
          .selectFrom('creator_profiles')
          .select((s) => ['creator', s.val(chainId).as('chain_id'), s.val(Number(fromBlock)).as('from_block')])
          .where('creator', 'not in', eb.selectFrom('support_watch').select('creator').where('chain_id', '=', chainId)),
      )
      .onConflict((oc) => oc.columns(['chain_id', 'creator']).doNothing())
      .executeTakeFirst()
    return changed(result)
  }

  async holdLease(chainId: number, holder: string, now: number, ttlMs: number): Promise<boolean> {
    const result = await this.db
      .insertInto('support_cursors')
      .values({
        chain_id: chainId,
        block_number: null,
        block_hash: null,
        lease_holder: holder,
        lease_until: now + ttlMs,
      })
      .onConflict((oc) =>
        oc
          .column('chain_id')
          .doUpdateSet({ lease_holder: holder, lease_until: now + ttlMs })
          .where((eb) =>
            eb.or([
              eb('support_cursors.lease_holder', '=', holder),
              eb('support_cursors.lease_holder', 'is', null),
              eb('support_cursors.lease_until', '<', now),
            ]),
          ),
      )
      .executeTakeFirst()
    return changed(result) === 1
  }

  async releaseLease(chainId: number, holder: string): Promise<void> {
    await this.db
      .updateTable('support_cursors')
      .set({ lease_holder: null, lease_until: 0 })
      .where('chain_id', '=', chainId)
      .where('lease_holder', '=', holder)
      .execute()
  }

  async readCursor(chainId: number): Promise<{ cursor: IndexedBlock; recent: readonly IndexedBlock[] } | null> {
    const row = await this.db
      .selectFrom('support_cursors')
      .select(['block_number', 'block_hash'])
      .where('chain_id', '=', chainId)
      .executeTakeFirst()
    if (!row || row.block_number === null || row.block_hash === null) return null
    const recent = await this.db
      .selectFrom('support_blocks')
      .select(['block_number', 'block_hash'])
      .where('chain_id', '=', chainId)
      .where('block_number', '<=', row.block_number)
      .orderBy('block_number')
      .execute()
    const cursor = { number: BigInt(row.block_number), hash: row.block_hash as Hash }
    return { cursor, recent: recent.map((b) => ({ number: BigInt(b.block_number), hash: b.block_hash as Hash })) }
  }

  async advance(
    chainId: number,
    holder: string,
    blocks: readonly IndexedBlock[],
    supports: readonly FoundSupport[],
  ): Promise<{ readonly inserted: readonly FoundSupport[] } | 'lease-lost'> {
    const last = blocks.at(-1)
    if (!last) return { inserted: [] }
    return this.underLease(chainId, holder, last, async (trx) => {
      const inserted: FoundSupport[] = []
      for (const found of supports) {
        const row = supportRow(found.creator, found.support, 'chain', found.blockHash)
        const result = await trx
          .insertInto('supports')
          .values(row)
          .onConflict((oc) => oc.columns(['chain_id', 'tx_hash', 'creator', 'asset_key']).doNothing())
          .executeTakeFirst()
        if (changed(result) === 1) {
          inserted.push(found)
          const { createdAt } = found.support
          const event = { type: 'support.created', ...supportKeyOf(found.support), occurredAt: createdAt } as const
          await enqueueWebhookEvents(trx, found.creator, [event], createdAt)
          continue
        }
        await trx
          .updateTable('supports')
          .set({ block_number: row.block_number, block_hash: row.block_hash, created_at: row.created_at })
          .where('chain_id', '=', row.chain_id)
          .where('tx_hash', '=', row.tx_hash)
          .where('creator', '=', row.creator)
          .where('asset_key', '=', row.asset_key)
          .execute()
      }
      const kept = blocks.slice(-RECENT_BLOCKS)
      await trx
        .insertInto('support_blocks')
        .values(kept.map((b) => ({ chain_id: chainId, block_number: Number(b.number), block_hash: b.hash })))
        .onConflict((oc) =>
          oc.columns(['chain_id', 'block_number']).doUpdateSet((eb) => ({ block_hash: eb.ref('excluded.block_hash') })),
        )
        .execute()
      await trx
        .deleteFrom('support_blocks')
        .where('chain_id', '=', chainId)
        .where('block_number', '<=', Number(last.number) - RECENT_BLOCKS)
        .execute()
      return { inserted }
    })
  }

  async rewind(chainId: number, holder: string, to: IndexedBlock): Promise<'rewound' | 'lease-lost'> {
    return this.underLease(chainId, holder, to, async (trx) => {
      const after = Number(to.number)
      await trx.deleteFrom('support_blocks').where('chain_id', '=', chainId).where('block_number', '>', after).execute()
      await trx
        .deleteFrom('supports')
        .where('chain_id', '=', chainId)
        .where('block_number', '>', after)
        .where('note', 'is', null)
        .execute()
      await trx
        .updateTable('supports')
        .set({ block_hash: null })
        .where('chain_id', '=', chainId)
        .where('block_number', '>', after)
        .execute()
      return 'rewound' as const
    })
  }

  /** Runs `write` in a transaction that first moves the cursor to `cursor`, if `holder` holds the lease. */
  private async underLease<T>(
    chainId: number,
    holder: string,
    cursor: IndexedBlock,
    write: (trx: Transaction<StateSchema>) => Promise<T>,
  ): Promise<T | 'lease-lost'> {
    return this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('support_cursors')
        .set({ block_number: Number(cursor.number), block_hash: cursor.hash })
        .where('chain_id', '=', chainId)
        .where('lease_holder', '=', holder)
        .executeTakeFirst()
      if (changed(moved) !== 1) return 'lease-lost' as const
      return write(trx)
    })
  }

  async listAllSupports(
    creator: Address,
    options: { cursor?: string | undefined; limit?: number | undefined } = {},
  ): Promise<SupportPage> {
    const { after, size } = exportPageRequest(options)
    let query = this.db.selectFrom('supports').selectAll().where('creator', '=', creator)
    if (after) {
      // The first condition alone bounds the index range (an OR of the two would scan from the creator's first support
      // on every page); the second drops the ties already read.
      query = query
        .where('created_at', '>=', after.createdAt)
        .where((eb) => eb.or([eb('created_at', '>', after.createdAt), eb('seq', '>', after.seq)]))
    }
    // The supports_page index read backwards: each page is one range scan, however deep into the list.
    const rows = await query
      .orderBy('created_at', 'asc')
      .orderBy('seq', 'asc')
      .limit(size + 1)
      .execute()
    return exportPage(rows, size, supportOf, (row) => ({ createdAt: row.created_at, seq: row.seq }))
  }

  async sumSupports(creator: Address, { symbol, chainIds, since }: SupportSumQuery): Promise<readonly AssetSum[]> {
    if (chainIds.length === 0) return []
    // One row per decimals, summed by the database (read in one range of the supports_page index): a goal is read on
    // every profile, badge and preview, however many supports count towards it.
    const sum = exactSum(this.kind, 'value')
    const rows = await this.db
      .selectFrom('supports')
      .select('asset_decimals')
      .select(sum.select)
      .where('creator', '=', creator)
      .where('asset_symbol', '=', symbol)
      .where('chain_id', 'in', [...chainIds])
      .where('created_at', '>=', since)
      .groupBy('asset_decimals')
      .orderBy('asset_decimals')
      .execute()
    return rows.map((row) => ({ decimals: row.asset_decimals, amount: sum.read(row) }))
  }
}
