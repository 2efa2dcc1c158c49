import type { Support } from '../domain/support/support'
import type { Address, Hash } from '../domain/shared/hex'

/** A block the indexer has read: its number and hash (checked against the chain to see a reorganisation). */
export type IndexedBlock = { readonly number: bigint; readonly hash: Hash }

/** A support the indexer found on the chain: whose it is, the support (no note) and the hash of its block. */
export type FoundSupport = { readonly creator: Address; readonly support: Support; readonly blockHash: Hash }

/**
 * Where the support indexer keeps its work, in the same database as the creators' supports: per chain a cursor (the
 * last block indexed and the hashes of the blocks before it), a lease naming the one instance that indexes the chain,
 * and per creator the block indexing starts from.
 */
export interface SupportLedger {
  /** The creators to index on `chainId` (those who saved a profile), each with the first block that counts. */
  watchedCreators(chainId: number): Promise<ReadonlyMap<Address, bigint>>
  /** Sets the creator's first block on `chainId` (the chain head when they first saved); a later call changes nothing. */
  watchCreator(creator: Address, chainId: number, fromBlock: bigint): Promise<void>
  /** Creators with a profile but no first block on `chainId` start at `fromBlock`; answers how many. */
  watchUnwatched(chainId: number, fromBlock: bigint): Promise<number>
  /**
   * Takes the lease of `chainId` for `holder` until `now + ttlMs` when it is free, expired or already theirs; answers
   * whether `holder` holds it now.
   */
  holdLease(chainId: number, holder: string, now: number, ttlMs: number): Promise<boolean>
  /** Gives the lease up (when `holder` holds it), so another instance may take it at once. */
  releaseLease(chainId: number, holder: string): Promise<void>
  /** The last block indexed, with the recent ones before it (oldest first, the last is the cursor); null at first. */
  readCursor(chainId: number): Promise<{ cursor: IndexedBlock; recent: readonly IndexedBlock[] } | null>
  /**
   * In one transaction, while `holder` holds the lease: stores the supports found (a support already stored, by a
   * claim or an earlier pass, gets its block and time and stays one), appends `blocks` (consecutive, after the
   * cursor) and moves the cursor to the last. Answers the supports that were new, or 'lease-lost' (nothing written).
   */
  advance(
    chainId: number,
    holder: string,
    blocks: readonly IndexedBlock[],
    supports: readonly FoundSupport[],
  ): Promise<{ readonly inserted: readonly FoundSupport[] } | 'lease-lost'>
  /**
   * In one transaction, while `holder` holds the lease: forgets the blocks after `to` (a block it keeps), removes the
   * supports found in them that carry no note (one with a note stays, without its block, until the chain shows it
   * again) and moves the cursor back to `to`.
   */
  rewind(chainId: number, holder: string, to: IndexedBlock): Promise<'rewound' | 'lease-lost'>
}

/** How many recent block hashes a cursor keeps: a reorganisation deeper than this cannot be followed. */
export const RECENT_BLOCKS = 128
