import type { CreatorGoal } from './creatorGoal'

/** A link on the creator page, shown as its label. */
export type CreatorLink = {
  readonly label: string
  /** An https URL as the platform's URL parser writes it (`href`). */
  readonly url: string
}

/** A colour as `#rrggbb`, lower case. */
export type HexColor = `#${string}`

/** What a creator shows visitors on their page; only {@link validateCreatorProfile} makes one from input. */
export type CreatorProfile = {
  readonly displayName: string
  /** May be empty; the only field with line breaks ("\n"). */
  readonly bio: string
  readonly links: readonly CreatorLink[]
  readonly accentColor: HexColor
  /**
   * Amounts offered as one-tap choices, by the symbol of their asset (`{ ETH: ['0.01'], USDC: ['5'] }`): each list
   * non-empty, of plain decimals ("0.01") in that asset's decimals, canonical and distinct.
   */
  readonly suggestedAmounts: SuggestedAmounts
  /** Shown to a supporter after sending; may be empty. */
  readonly thankYou: string
  /** What the creator aims to receive, shown as a progress bar; absent when they set none (`null` in the API). */
  readonly goal?: CreatorGoal | undefined
}

/**
 * Suggested amounts by asset symbol: "ETH" for the native currency, a token's symbol as VITE_SUPPORT_TOKENS writes it
 * ("USDC", the same on every chain that accepts it). Read a list with {@link amountsIn}.
 */
export type SuggestedAmounts = Readonly<Record<string, readonly string[]>>

/** The suggested amounts in the asset `symbol` (none when the profile has none in it). */
export function amountsIn(amounts: SuggestedAmounts, symbol: string): readonly string[] {
  return Object.hasOwn(amounts, symbol) ? (amounts[symbol] ?? []) : []
}

/** The limits of a profile, in characters a reader sees unless noted. */
export const CREATOR_PROFILE_LIMITS = {
  displayName: 50,
  bio: 280,
  links: 5,
  linkLabel: 30,
  /** In UTF-16 units, as typed and as stored. */
  linkUrl: 2048,
  /** Per asset. */
  suggestedAmounts: 3,
  thankYou: 140,
} as const
