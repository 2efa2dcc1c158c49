import type { Address, Hash } from '../shared/hex'

/**
 * What a support was paid in: the chain's native currency (`address` null) or an ERC-20 token, with the symbol and
 * decimals that turn its base units into an amount a person reads.
 */
export type SupportAsset = { readonly symbol: string; readonly decimals: number; readonly address: Address | null }

/**
 * A support: one payment to a creator in one asset by one transaction (several transfers of that asset in it are
 * summed), found on the chain by the support indexer or admitted through a claim, with the supporter's note once a
 * claim attached one.
 */
export type Support = {
  readonly chainId: number
  readonly txHash: Hash
  /** The supporter: the transaction's sender, or the token transfer's `from` (a smart account pays as itself). */
  readonly from: Address
  /** What the support was paid in. */
  readonly asset: SupportAsset
  /** Base units of `asset` as a decimal string without leading zeros ("0" alone for zero): JSON has no bigint. */
  readonly amount: string
  /**
   * The supporter's words, attached by a claim: what validateSupportNoteText returns (trimmed, at most 140
   * characters, may be empty); null while nobody claimed the support.
   */
  readonly note: string | null
  /**
   * The block's time in milliseconds since the epoch; for a claim admitted before the indexer reached its block, the
   * time it was admitted until then.
   */
  readonly createdAt: number
  /** The block that holds the transaction; null for a note recorded before supports were indexed. */
  readonly blockNumber: number | null
  /** Hidden by the creator: kept, not shown to visitors. */
  readonly hidden: boolean
}
