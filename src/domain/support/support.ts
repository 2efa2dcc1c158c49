import type { Address, Hash } from '../shared/hex'

/**
 * What a support was paid in: the chain's native currency (`address` null) or an ERC-20 token, with the symbol and
 * decimals that turn its base units into an amount a person reads.
 */
export type SupportAsset = { readonly symbol: string; readonly decimals: number; readonly address: Address | null }

/** A supporter's note on a creator's page, tied to the transaction that paid for it. */
export type Support = {
  readonly chainId: number
  readonly txHash: Hash
  /** The supporter: the transaction's sender. */
  readonly from: Address
  /** What the support was paid in. */
  readonly asset: SupportAsset
  /** Base units of `asset` as a decimal string without leading zeros ("0" alone for zero): JSON has no bigint. */
  readonly amount: string
  /** What {@link validateSupportNoteText} returns: trimmed, at most 140 characters, may be empty. */
  readonly note: string
  /** When the note was recorded, in milliseconds since the epoch. */
  readonly createdAt: number
  /** Hidden by the creator: kept, not shown to visitors. */
  readonly hidden: boolean
}
