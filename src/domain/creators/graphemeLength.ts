// Made on first need, not on import: a segmenter costs milliseconds to make (its break data), and pages that import
// the domain without validating text should not pay for it.
let segmenter: Intl.Segmenter | undefined

/**
 * The number of characters a reader sees (grapheme clusters): a family emoji or "é" written as e + combining accent
 * counts once. Counting stops past `limit`, so a long text costs only as much as the limit it is checked against.
 * @example graphemeLength('👨‍👩‍👧') === 1
 */
export function graphemeLength(text: string, limit = Number.POSITIVE_INFINITY): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })
  let count = 0
  for (const _segment of segmenter.segment(text)) {
    count += 1
    if (count > limit) break
  }
  return count
}
