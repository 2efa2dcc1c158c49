import { escapeMarkup } from '../shared/escapeMarkup'
import type { Address } from '../shared/hex'

/** What a creator copies to show their badge on their own site, linked to their creator page. */
export type BadgeSnippets = {
  /** The badge picture's absolute URL. */
  readonly image: string
  /** The creator page's absolute URL. */
  readonly page: string
  readonly html: string
  readonly markdown: string
}

// Backslash-escaped in Markdown text: what could end the alt text or the link, start emphasis, code or raw HTML.
const MARKDOWN_SPECIAL = /[\\`*_[\]()<>&!]/g

/**
 * product rules: "Pages a crawler reads": the badge snippets. Both are the badge image inside a link to the creator
 * page, with absolute URLs on the app's origin; `alt` (the badge's words, which name the creator) is escaped for each
 * language, so a name like `"><script>` stays text.
 * @example badgeSnippets({ origin: 'https://x.example', address, alt: 'Support Alice' }).markdown // '[![Support Alice](https://x.example/api/creators/0x…/badge.svg)](https://x.example/creators/0x…)'
 */
export function badgeSnippets({
  origin,
  address,
  alt,
}: {
  origin: string
  address: Address
  alt: string
}): BadgeSnippets {
  const page = `${origin}/creators/${address}`
  const image = `${origin}/api/creators/${address}/badge.svg`
  const oneLine = alt.replace(/\s+/g, ' ').trim()
  return {
    image,
    page,
    html: `<a href="${escapeMarkup(page)}"><img src="${escapeMarkup(image)}" alt="${escapeMarkup(oneLine)}" height="28" /></a>`,
    markdown: `[![${oneLine.replace(MARKDOWN_SPECIAL, '\\$&')}](${image})](${page})`,
  }
}
