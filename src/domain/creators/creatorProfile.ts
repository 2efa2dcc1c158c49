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
  /** ETH amounts offered as one-tap choices, written as plain decimals ("0.01"), canonical and distinct. */
  readonly suggestedAmounts: readonly string[]
  /** Shown to a supporter after sending; may be empty. */
  readonly thankYou: string
}

/** The limits of a profile, in characters a reader sees unless noted. */
export const CREATOR_PROFILE_LIMITS = {
  displayName: 50,
  bio: 280,
  links: 5,
  linkLabel: 30,
  /** In UTF-16 units, as typed and as stored. */
  linkUrl: 2048,
  suggestedAmounts: 3,
  thankYou: 140,
} as const
