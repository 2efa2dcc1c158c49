import type { CreatorProfile } from '../domain/creators/creatorProfile'
import type { SupportAsset, Support } from '../domain/support/support'
import type { AssetSum } from '../domain/creators/goalProgress'
import type { Address, Hash } from '../domain/shared/hex'

/** A profile as stored: what the creator submitted, and when it was last saved (ms since the epoch). */
export type StoredCreatorProfile = CreatorProfile & { readonly updatedAt: number }

/** One page of a creator's supports, newest first; `nextCursor` asks for the page after it, null on the last page. */
export type SupportPage = { readonly items: readonly Support[]; readonly nextCursor: string | null }

/** What a creator received on one chain in one asset: how many supports, and their base units summed (a decimal string). */
export type SupportTotal = {
  readonly chainId: number
  readonly asset: SupportAsset
  readonly count: number
  readonly amount: string
}

/**
 * The answer to attaching a claim's note: `inserted` (the claim came before the indexer: the support is stored with
 * it), `attached` (to the support the indexer had found), or `already-recorded` (that support has a note already).
 */
export type AttachNoteResult = 'inserted' | 'attached' | 'already-recorded'

/** Supports on one page of {@link CreatorStore.listSupports}. */
export const SUPPORT_PAGE_SIZE = 20

/** Supports on one page of {@link CreatorStore.listAllSupports} unless the caller asks for fewer. */
export const EXPORT_PAGE_SIZE = 500

/** Which supports a goal counts: those in one asset symbol, on the given chains, recorded at or after `since`. */
export type SupportSumQuery = {
  readonly symbol: string
  readonly chainIds: readonly number[]
  /** ms since the epoch; 0 for every support. */
  readonly since: number
}

/** Creators' profiles and their supports (with their notes), keyed by checksummed creator address. */
export interface CreatorStore {
  /** The creator's profile, or null when they never saved one. */
  getProfile(creator: Address): Promise<StoredCreatorProfile | null>
  /**
   * Saves the creator's profile (replacing any earlier one) and answers it as stored.
   * @example await store.putProfile(address, profile, clock.now()) // { ...profile, updatedAt }
   */
  putProfile(creator: Address, profile: CreatorProfile, now: number): Promise<StoredCreatorProfile>
  /**
   * Attaches a claim's note to the creator's support (`support.note` a string), storing the support first when the
   * indexer has not found it yet. One note per support, keyed by (chainId, txHash, creator, asset): of any number of
   * calls for one support, through any instance, exactly one answers `inserted` or `attached`.
   */
  attachNote(creator: Address, note: Support): Promise<AttachNoteResult>
  /**
   * A page of the creator's supports, newest first (ties in a fixed order, so pages neither repeat nor skip one);
   * hidden ones only with `includeHidden`. `cursor` is a page's `nextCursor`; anything else rejects.
   */
  listSupports(
    creator: Address,
    options?: { cursor?: string | undefined; includeHidden?: boolean | undefined },
  ): Promise<SupportPage>
  /**
   * The creator's support by a transaction, hidden or not: the one in the asset `assetKey` names (see assetKeyOf), or
   * without it the transaction's first stored (a receipt); null when that transaction paid them nothing (in that asset).
   */
  getSupport(creator: Address, chainId: number, txHash: Hash, assetKey?: string): Promise<Support | null>
  /** Hides or shows the creator's support by a transaction and answers it; null when the creator has no such support. */
  setSupportHidden(creator: Address, chainId: number, txHash: Hash, hidden: boolean): Promise<Support | null>
  /**
   * What the creator received, per chain (in chain id order) and asset (the native currency first, then tokens by
   * address); hidden supports count too.
   */
  supportTotals(creator: Address): Promise<readonly SupportTotal[]>
  /**
   * A page of every one of the creator's supports, hidden ones included, oldest first (ties in a fixed order), for an
   * export that reads them page by page: `cursor` is a page's `nextCursor` (anything else rejects), `limit` at most
   * {@link EXPORT_PAGE_SIZE}. A support written while pages are read shows on a later page or not at all, never twice.
   * @example for (let page = await store.listAllSupports(c); ; page = await store.listAllSupports(c, { cursor: page.nextCursor })) ...
   */
  listAllSupports(
    creator: Address,
    options?: { cursor?: string | undefined; limit?: number | undefined },
  ): Promise<SupportPage>
  /**
   * The creator's supports that `query` names, hidden ones included, summed in base units per decimals (one symbol
   * may have other decimals on another chain), in decimals order; none when there is no such support.
   */
  sumSupports(creator: Address, query: SupportSumQuery): Promise<readonly AssetSum[]>
}
