import type { Address, Hash } from '../shared/hex'

/** A supporter's note on a creator's page, tied to the transaction that paid for it. */
export type SupportNote = {
  readonly chainId: number
  readonly txHash: Hash
  /** The supporter: the transaction's sender. */
  readonly from: Address
  /** Wei as a decimal string without leading zeros ("0" alone for zero): JSON has no bigint. */
  readonly value: string
  /** What {@link validateSupportNoteText} returns: trimmed, at most 140 characters, may be empty. */
  readonly note: string
  /** When the note was recorded, in milliseconds since the epoch. */
  readonly createdAt: number
  /** Hidden by the creator: kept, not shown to visitors. */
  readonly hidden: boolean
}
