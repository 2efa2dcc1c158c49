const MAX_LENGTH = 24
// Counting code points split a family emoji (7 code points, one character on screen) and counted "é" written as
// e + combining accent twice; a grapheme cluster is what a reader sees as one character.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * SPEC 9: a name whose part before the top-level label is over 24 characters is cut to 24 and ends with "…"
 * (the top-level label is dropped then, as in RainbowKit's formatENS). Characters are grapheme clusters, so emoji
 * and accented letters stay whole.
 * @example truncateName('averyveryveryverylongensname.eth') === 'averyveryveryverylongens…'
 */
export function truncateName(name: string): string {
  const dot = name.lastIndexOf('.')
  const end = dot > 0 ? dot : name.length
  const body: string[] = []
  // Segments of the whole name, so the cut falls on the name's own boundaries; one holding the dot is not body.
  for (const { segment, index } of graphemes.segment(name)) {
    if (index + segment.length > end || body.length > MAX_LENGTH) break
    body.push(segment)
  }
  return body.length > MAX_LENGTH ? `${body.slice(0, MAX_LENGTH).join('')}…` : name
}
