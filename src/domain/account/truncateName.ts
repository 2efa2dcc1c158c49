const MAX_LENGTH = 24
// Counting code points split a family emoji (7 code points, one character on screen) and counted "é" written as
// e + combining accent twice; a grapheme cluster is what a reader sees as one character.
// Made on first need, not on import: this module is in the first page load, and making a segmenter is costly in
// Chromium (it loads its break data). Intl.Segmenter came late to some engines (Firefox 125): without it, code points.
let graphemes: Intl.Segmenter | null | undefined

function segmenter(): Intl.Segmenter | null {
  graphemes ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null
  return graphemes
}

/** The name's characters with where each starts: grapheme clusters, else code points. */
function characters(name: string): Iterable<{ segment: string; index: number }> {
  const graphemes = segmenter()
  if (graphemes) return graphemes.segment(name)
  let index = 0
  return Array.from(name, (segment) => {
    const at = index
    index += segment.length
    return { segment, index: at }
  })
}

/**
 * product rules: "Address and name display": a name whose part before the top-level label is over 24 characters is cut
 * to 24 and ends with "…" (the top-level label is dropped then, as in RainbowKit's formatENS). Characters are grapheme
 * clusters, so emoji and accented letters stay whole.
 * @example truncateName('averyveryveryverylongensname.eth') === 'averyveryveryverylongens…'
 */
export function truncateName(name: string): string {
  const dot = name.lastIndexOf('.')
  const end = dot > 0 ? dot : name.length
  // No more UTF-16 units than the limit: no more characters either, and no segmenter is needed (most names).
  if (end <= MAX_LENGTH) return name
  const body: string[] = []
  // Segments of the whole name, so the cut falls on the name's own boundaries; one holding the dot is not body.
  for (const { segment, index } of characters(name)) {
    if (index + segment.length > end || body.length > MAX_LENGTH) break
    body.push(segment)
  }
  return body.length > MAX_LENGTH ? `${body.slice(0, MAX_LENGTH).join('')}…` : name
}
