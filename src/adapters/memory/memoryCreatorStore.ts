import type { CreatorProfile } from '../../domain/creators/creatorProfile'
import { isAfterCursor, readSupportCursor, writeSupportCursor } from '../../domain/support/supportCursor'
import type { Support } from '../../domain/support/support'
import { assetKeyOf } from '../../domain/support/supportKey'
import type { AssetSum } from '../../domain/creators/goalProgress'
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
import { type FoundSupport, type IndexedBlock, RECENT_BLOCKS, type SupportLedger } from '../../ports/supportLedger'
import { exportPage, exportPageRequest } from './exportPage'
import { sumByDecimals } from './sumByDecimals'
import { sumSupportTotals } from './sumSupportTotals'

type Entry = { creator: Address; note: Support; seq: number; blockHash: string | null }

const supportKey = (creator: Address, support: Support) =>
  `${support.chainId}:${support.txHash.toLowerCase()}:${creator}:${assetKeyOf(support.asset)}`

type ChainState = {
  cursor: IndexedBlock | null
  recent: IndexedBlock[]
  lease: { holder: string; until: number } | null
  watch: Map<Address, bigint>
}

/**
 * CreatorStore and SupportLedger for one process (STATE_STORE=memory and tests): nothing is kept across a restart.
 * Copies go in and out, so a caller never holds the stored objects. Supports are ordered newest first, ties by
 * insertion order.
 */
export class MemoryCreatorStore implements CreatorStore, SupportLedger {
  private readonly profiles = new Map<Address, StoredCreatorProfile>()
  private readonly notes = new Map<string, Entry>()
  private readonly chains = new Map<number, ChainState>()
  private seq = 0

  async getProfile(creator: Address): Promise<StoredCreatorProfile | null> {
    const profile = this.profiles.get(creator)
    return profile ? structuredClone(profile) : null
  }

  async putProfile(creator: Address, profile: CreatorProfile, now: number): Promise<StoredCreatorProfile> {
    const stored = structuredClone({ ...profile, updatedAt: now })
    this.profiles.set(creator, stored)
    return structuredClone(stored)
  }

  async attachNote(creator: Address, support: Support): Promise<AttachNoteResult> {
    const key = supportKey(creator, support)
    const entry = this.notes.get(key)
    if (entry && entry.note.note !== null) return 'already-recorded'
    if (entry) {
      entry.note = { ...entry.note, note: support.note }
      return 'attached'
    }
    const stored = { ...support, txHash: support.txHash.toLowerCase() as Hash }
    this.notes.set(key, { creator, note: stored, seq: ++this.seq, blockHash: null })
    return 'inserted'
  }

  /**
   * Stores a monthly charge's support: new, or the one the indexer found for that transaction (paid out by the
   * collector contract), which becomes the supporter's. Answers whether it was new.
   */
  async recordMonthlySupport(creator: Address, support: Support): Promise<boolean> {
    const key = supportKey(creator, support)
    const entry = this.notes.get(key)
    if (entry) {
      entry.note = { ...entry.note, from: support.from }
      return false
    }
    const stored = { ...support, txHash: support.txHash.toLowerCase() as Hash }
    this.notes.set(key, { creator, note: stored, seq: ++this.seq, blockHash: null })
    return true
  }

  async listSupports(
    creator: Address,
    { cursor, includeHidden = false }: { cursor?: string | undefined; includeHidden?: boolean | undefined } = {},
  ): Promise<SupportPage> {
    const after = cursor === undefined ? undefined : readSupportCursor(cursor)
    if (cursor !== undefined && after === undefined) throw new RangeError('not a support cursor')
    const entries = [...this.notes.values()]
      .filter((e) => e.creator === creator && (includeHidden || !e.note.hidden))
      .map((e) => ({ ...e, createdAt: e.note.createdAt }))
      .filter((e) => after === undefined || isAfterCursor(e, after))
      .sort((a, b) => b.createdAt - a.createdAt || b.seq - a.seq)
    const page = entries.slice(0, SUPPORT_PAGE_SIZE)
    const last = page.at(-1)
    return {
      items: page.map((e) => ({ ...e.note })),
      nextCursor: entries.length > SUPPORT_PAGE_SIZE && last ? writeSupportCursor(last) : null,
    }
  }

  async getSupport(creator: Address, chainId: number, txHash: Hash, assetKey?: string): Promise<Support | null> {
    const entries = this.entriesOf(creator, chainId, txHash)
    const entry = assetKey === undefined ? entries[0] : entries.find((e) => assetKeyOf(e.note.asset) === assetKey)
    return entry ? { ...entry.note } : null
  }

  async setSupportHidden(creator: Address, chainId: number, txHash: Hash, hidden: boolean): Promise<Support | null> {
    const entries = this.entriesOf(creator, chainId, txHash)
    for (const entry of entries) entry.note = { ...entry.note, hidden }
    return entries[0] ? { ...entries[0].note } : null
  }

  private entriesOf(creator: Address, chainId: number, txHash: Hash): Entry[] {
    return [...this.notes.values()]
      .filter(
        (e) => e.creator === creator && e.note.chainId === chainId && e.note.txHash === (txHash.toLowerCase() as Hash),
      )
      .sort((a, b) => a.seq - b.seq)
  }

  async supportTotals(creator: Address): Promise<readonly SupportTotal[]> {
    return sumSupportTotals([...this.notes.values()].filter((e) => e.creator === creator).map((e) => e.note))
  }

  private chain(chainId: number): ChainState {
    let state = this.chains.get(chainId)
    if (!state) {
      state = { cursor: null, recent: [], lease: null, watch: new Map() }
      this.chains.set(chainId, state)
    }
    return state
  }

  async watchedCreators(chainId: number): Promise<ReadonlyMap<Address, bigint>> {
    return new Map([...this.chain(chainId).watch].filter(([creator]) => this.profiles.has(creator)))
  }

  async watchCreator(creator: Address, chainId: number, fromBlock: bigint): Promise<void> {
    const { watch } = this.chain(chainId)
    if (!watch.has(creator)) watch.set(creator, fromBlock)
  }

  async watchUnwatched(chainId: number, fromBlock: bigint): Promise<number> {
    const { watch } = this.chain(chainId)
    const unwatched = [...this.profiles.keys()].filter((creator) => !watch.has(creator))
    for (const creator of unwatched) watch.set(creator, fromBlock)
    return unwatched.length
  }

  async holdLease(chainId: number, holder: string, now: number, ttlMs: number): Promise<boolean> {
    const state = this.chain(chainId)
    if (state.lease && state.lease.holder !== holder && state.lease.until >= now) return false
    state.lease = { holder, until: now + ttlMs }
    return true
  }

  async releaseLease(chainId: number, holder: string): Promise<void> {
    const state = this.chain(chainId)
    if (state.lease?.holder === holder) state.lease = null
  }

  async readCursor(chainId: number): Promise<{ cursor: IndexedBlock; recent: readonly IndexedBlock[] } | null> {
    const { cursor, recent } = this.chain(chainId)
    return cursor ? { cursor, recent: [...recent] } : null
  }

  async advance(
    chainId: number,
    holder: string,
    blocks: readonly IndexedBlock[],
    supports: readonly FoundSupport[],
  ): Promise<{ readonly inserted: readonly FoundSupport[] } | 'lease-lost'> {
    const state = this.chain(chainId)
    const last = blocks.at(-1)
    if (!last) return { inserted: [] }
    if (state.lease?.holder !== holder) return 'lease-lost'
    const inserted: FoundSupport[] = []
    for (const found of supports) {
      const key = supportKey(found.creator, found.support)
      const entry = this.notes.get(key)
      if (entry) {
        const { blockNumber, createdAt } = found.support
        entry.note = { ...entry.note, blockNumber, createdAt }
        entry.blockHash = found.blockHash
        continue
      }
      const stored = { ...found.support, txHash: found.support.txHash.toLowerCase() as Hash }
      this.notes.set(key, { creator: found.creator, note: stored, seq: ++this.seq, blockHash: found.blockHash })
      inserted.push(found)
    }
    state.recent = [...state.recent, ...blocks].slice(-RECENT_BLOCKS)
    state.cursor = last
    return { inserted }
  }

  async rewind(chainId: number, holder: string, to: IndexedBlock): Promise<'rewound' | 'lease-lost'> {
    const state = this.chain(chainId)
    if (state.lease?.holder !== holder) return 'lease-lost'
    for (const [key, entry] of this.notes) {
      const { blockNumber } = entry.note
      if (entry.note.chainId !== chainId || blockNumber === null || blockNumber <= Number(to.number)) continue
      if (entry.note.note === null) this.notes.delete(key)
      else entry.blockHash = null
    }
    state.recent = state.recent.filter((b) => b.number <= to.number)
    state.cursor = to
    return 'rewound'
  }

  async listAllSupports(
    creator: Address,
    options: { cursor?: string | undefined; limit?: number | undefined } = {},
  ): Promise<SupportPage> {
    const { after, size } = exportPageRequest(options)
    const entries = [...this.notes.values()]
      .filter((e) => e.creator === creator)
      .map((e) => ({ ...e, createdAt: e.note.createdAt }))
      .filter((e) => after === undefined || isAfterCursor(after, e))
      .sort((a, b) => a.createdAt - b.createdAt || a.seq - b.seq)
    return exportPage(
      entries.slice(0, size + 1),
      size,
      (e) => ({ ...e.note }),
      (e) => e,
    )
  }

  async sumSupports(creator: Address, { symbol, chainIds, since }: SupportSumQuery): Promise<readonly AssetSum[]> {
    return sumByDecimals(
      [...this.notes.values()].flatMap(({ creator: owner, note }) =>
        owner === creator && note.asset.symbol === symbol && chainIds.includes(note.chainId) && note.createdAt >= since
          ? [{ decimals: note.asset.decimals, amount: note.amount }]
          : [],
      ),
    )
  }
}
