import { createHash } from 'node:crypto'
import { shortenAddress } from '../../domain/account/shortenAddress'
import type { Chain } from '../../domain/chains/chain'
import { supportAmount } from '../../domain/support/supportAmount'
import type { Support } from '../../domain/support/support'
import type { Address } from '../../domain/shared/hex'
import type { StoredCreatorProfile } from '../../ports/creatorStore'
import { CARD_HEIGHT, CARD_WIDTH, type CreatorCard, DEFAULT_ACCENT } from './creatorCard/creatorCardLayout'
import { escapeMarkup } from '../../domain/shared/escapeMarkup'
import type { GoalSummary } from './goalSummary'

// What a shared link shows (product rules: "Pages a crawler reads"). The words are English, like the page's own
// <title>: a crawler asks for no language, and a preview is read before the app (and its catalogue) ever runs.

/** What a social site or a chat app shows for a link: one page's title, summary, address and picture. */
export type PagePreview = {
  readonly title: string
  readonly description: string
  /** The page's canonical, absolute URL. */
  readonly url: string
  /** The absolute URL of its 1200x630 PNG card. */
  readonly image: string
  readonly imageAlt: string
  readonly type: 'profile' | 'website'
}

const SITE = 'Creators Studio'
/** Longer summaries are cut by the sites anyway; cut here, at a character, with an ellipsis. */
const DESCRIPTION_LIMIT = 200
/** Bumped when the card's drawing changes, so a card URL and its ETag name one picture. */
const CARD_DRAWING = 'card-1'

/** The name a creator goes by on a preview: the profile's display name, else the name they were found by, else the short address. */
export function creatorName(address: Address, profile: StoredCreatorProfile | null, ensName?: string): string {
  return profile?.displayName ?? ensName ?? shortenAddress(address)
}

/** The card of a creator: what their picture shows, and nothing else (two creators alike get one picture). */
export function creatorCard(address: Address, profile: StoredCreatorProfile | null, ensName?: string): CreatorCard {
  return {
    name: creatorName(address, profile, ensName),
    shortAddress: shortenAddress(address),
    accent: profile?.accentColor ?? DEFAULT_ACCENT,
  }
}

/** A short, stable name for what a card shows: its URL's version and its ETag. */
export function cardVersion(card: CreatorCard): string {
  const key = JSON.stringify([CARD_DRAWING, card.name, card.shortAddress, card.accent])
  return createHash('sha256').update(key).digest('base64url').slice(0, 22)
}

/** One line of at most `limit` characters: runs of whitespace become one space, a longer text ends in "…". */
export function summaryLine(text: string, limit = DESCRIPTION_LIMIT): string {
  const line = text.replace(/\s+/g, ' ').trim()
  const characters = Array.from(line)
  return characters.length <= limit
    ? line
    : `${characters
        .slice(0, limit - 1)
        .join('')
        .trimEnd()}…`
}

/**
 * The preview of a creator page: their name, their goal and how far it is, their bio as the summary (or an invitation to support them), the page's
 * URL as the visitor asked for it (a name stays a name; an address is checksummed) and their card.
 * @example creatorPreview({ origin, path: '/creators/alice.eth', address, profile, ensName: 'alice.eth' }).title // 'Alice on Creators Studio'
 */
export function creatorPreview(input: {
  origin: string
  /** The page's path, already in its canonical spelling. */
  path: string
  address: Address
  profile: StoredCreatorProfile | null
  ensName?: string | undefined
  /** The creator's goal and how far it is (goalSummary), said first in the description. */
  goal?: GoalSummary | undefined
}): PagePreview {
  const { origin, address, profile, ensName, goal } = input
  const card = creatorCard(address, profile, ensName)
  const title = `${card.name} on ${SITE}`
  const bio = summaryLine(profile?.bio ?? '')
  const about = bio === '' ? `Support ${card.name} on ${SITE}: send a tip with a note.` : bio
  return {
    title,
    description: goal ? summaryLine(`Goal ${goal.line}. ${about}`) : about,
    url: `${origin}${input.path}`,
    image: `${origin}/api/creators/${address}/card.png?v=${cardVersion(card)}`,
    imageAlt: title,
    type: 'profile',
  }
}

/**
 * What a note paid, as a preview says it: the amount in the note's asset, with its symbol ("0.01 ETH", "5 USDC").
 * The one place a receipt's amount is written.
 * @example noteAmountText({ amount: '5000000', asset: { symbol: 'USDC', decimals: 6, address } }) === '5 USDC'
 */
function noteAmountText(note: Pick<Support, 'amount' | 'asset' | 'chainId'>): string {
  return supportAmount(note.amount, note.chainId, [], 'en', note.asset).amount
}

/**
 * The preview of a receipt: what was sent to whom, on which chain, and the supporter's note as the summary, unless the
 * creator hid it (then the amount alone: a crawler is never the owner). Its picture is the creator's card.
 * @example receiptPreview({ ... }).title // '0.01 ETH to Alice on Creators Studio'
 */
export function receiptPreview(input: {
  origin: string
  address: Address
  profile: StoredCreatorProfile | null
  note: Support
  chain: Chain | undefined
}): PagePreview {
  const { origin, address, profile, note, chain } = input
  const card = creatorCard(address, profile)
  const amount = noteAmountText(note)
  const network = chain?.name ?? `chain ${note.chainId}`
  const said = note.hidden || note.note === null ? '' : summaryLine(note.note)
  return {
    title: `${amount} to ${card.name} on ${SITE}`,
    description: said === '' ? `A supporter sent ${amount} to ${card.name} on ${network}.` : said,
    url: `${origin}/creators/${address}/supports/${note.chainId}/${note.txHash.toLowerCase()}`,
    image: `${origin}/api/creators/${address}/card.png?v=${cardVersion(card)}`,
    imageAlt: `${card.name} on ${SITE}`,
    type: 'website',
  }
}

/** The head tags of a preview: title, description, canonical link, OpenGraph and a large Twitter card, every value escaped. */
export function previewTags(preview: PagePreview): string {
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeMarkup(content)}" />`
  return [
    `<title>${escapeMarkup(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeMarkup(preview.url)}" />`,
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:image', preview.image),
    meta('property', 'og:image:width', String(CARD_WIDTH)),
    meta('property', 'og:image:height', String(CARD_HEIGHT)),
    meta('property', 'og:image:alt', preview.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.image),
    meta('name', 'twitter:image:alt', preview.imageAlt),
  ].join('\n    ')
}

const TITLE = /<title>[\s\S]*?<\/title>/

/**
 * The page with the preview's tags in place of its <title> (before </head> when it has none). Nothing else moves: the
 * inline script of the head stays byte for byte what the Content-Security-Policy's hash allows.
 */
export function withPreview(html: string, preview: PagePreview): string {
  const tags = previewTags(preview)
  if (TITLE.test(html)) return html.replace(TITLE, () => tags)
  return html.replace('</head>', () => `${tags}\n  </head>`)
}
