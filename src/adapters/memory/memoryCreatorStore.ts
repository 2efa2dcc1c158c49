import type { CreatorProfile } from '../../domain/creators/creatorProfile'
import type { AssetSum } from '../../domain/creators/goalProgress'
import { isAfterCursor, readSupportCursor, writeSupportCursor } from '../../domain/creators/supportCursor'
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
import { exportPage, exportPageRequest } from './exportPage'
import { sumByDecimals } from './sumByDecimals'
import { sumSupportTotals } from './sumSupportTotals'

type Entry = { creator: Address; note: SupportNote; seq: number }

const noteKey = (chainId: number, txHash: string) => `${chainId}:${txHash.toLowerCase()}`

/**
 * CreatorStore for one process (STATE_STORE=memory and tests): nothing is kept across a restart. Copies go in and
 * out, so a caller never holds the stored objects. Notes are ordered newest first, ties by insertion order.
 */
export class MemoryCreatorStore implements CreatorStore {
  private readonly profiles = new Map<Address, StoredCreatorProfile>()
  private readonly notes = new Map<string, Entry>()
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

  async recordSupport(creator: Address, note: SupportNote): Promise<RecordSupportResult> {
    const key = noteKey(note.chainId, note.txHash)
    if (this.notes.has(key)) return 'already-recorded'
    const stored = { ...note, txHash: note.txHash.toLowerCase() as Hash }
    this.notes.set(key, { creator, note: stored, seq: ++this.seq })
    return 'recorded'
  }

  async listSupports(
    creator: Address,
    { cursor, includeHidden = false }: { cursor?: string | undefined; includeHidden?: boolean | undefined } = {},
  ): Promise<SupportNotePage> {
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

  async getSupport(creator: Address, chainId: number, txHash: Hash): Promise<SupportNote | null> {
    const entry = this.notes.get(noteKey(chainId, txHash))
    return entry && entry.creator === creator ? { ...entry.note } : null
  }

  async setSupportHidden(
    creator: Address,
    chainId: number,
    txHash: Hash,
    hidden: boolean,
  ): Promise<SupportNote | null> {
    const entry = this.notes.get(noteKey(chainId, txHash))
    if (!entry || entry.creator !== creator) return null
    entry.note = { ...entry.note, hidden }
    return { ...entry.note }
  }

  async supportTotals(creator: Address): Promise<readonly SupportTotal[]> {
    return sumSupportTotals([...this.notes.values()].filter((e) => e.creator === creator).map((e) => e.note))
  }

  async listAllSupports(
    creator: Address,
    options: { cursor?: string | undefined; limit?: number | undefined } = {},
  ): Promise<SupportNotePage> {
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
