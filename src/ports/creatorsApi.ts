import type { CreatorProfile } from '../domain/creators/creatorProfile'
import type { ClaimBody } from '../domain/support/claim'
import type { Support } from '../domain/support/support'
import type { GoalProgress } from '../domain/creators/goalProgress'
import type { Address, Hash } from '../domain/shared/hex'
import type { StoredCreatorProfile, SupportPage, SupportTotal } from './creatorStore'

/**
 * A creator's profile as the creators API answers it: the stored profile and whose it is (checksummed), and how far
 * its goal is, counted by the server over every support (absent without a goal).
 */
export type PublishedProfile = StoredCreatorProfile & {
  readonly address: Address
  readonly goalProgress?: GoalProgress | undefined
}

/**
 * The creators API (product rules: "Creators API") as the browser sees it. Failures reject with a BaseError carrying
 * the server's code (`not-owner`, `tx-pending`, `tx-mismatch`, `already-recorded`...) or `timeout`,
 * `network-error`, `bad-response`; an `invalid-profile` error is a {@link ProfileRejectedError} with every problem.
 */
export interface CreatorsApi {
  /** The creator's profile, or null when they have none (404). */
  getProfile(creator: Address): Promise<PublishedProfile | null>
  /** Saves the signed-in creator's own profile; answers it as stored. */
  putProfile(creator: Address, profile: CreatorProfile): Promise<PublishedProfile>
  /** A page of the creator's notes, newest first (hidden ones too, marked, when the creator asks). */
  listSupports(creator: Address, cursor?: string | undefined): Promise<SupportPage>
  /**
   * One of the creator's notes (a receipt), or null when the creator has none for that transaction (404). A hidden
   * note comes marked, with its text only when the signed-in account is the creator's (`note` is "" otherwise).
   */
  getSupport(creator: Address, chainId: number, txHash: Hash): Promise<Support | null>
  /** Submits the signed-in supporter's claim: attaches their note to their support of `creator`. */
  submitClaim(creator: Address, claim: ClaimBody): Promise<Support>
  /** Hides or shows one of the signed-in creator's notes; answers the note. */
  setSupportHidden(creator: Address, chainId: number, txHash: Hash, hidden: boolean): Promise<Support>
  /** What the signed-in creator received, per chain (hidden notes count too). */
  supportTotals(creator: Address): Promise<readonly SupportTotal[]>
}
