import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { truncateName } from '../../../src/domain/account/truncateName'

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const graphemes = (text: string) => Array.from(segmenter.segment(text), ({ segment }) => segment)
// Several code points that read as one character: ZWJ family, flag, skin tone, keycap, combining accent, Hangul jamo.
const COMPOSITE = ['👨‍👩‍👧‍👦', '🇩🇪', '👍🏽', '1️⃣', 'e\u0301', '\u1100\u1161\u11A8']
// Names built from whole graphemes and dots, long enough to be cut about half the time.
const grapheme = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
const part = fc.oneof(grapheme, fc.constantFrom(...COMPOSITE), fc.constant('.'))
const name = fc.array(part, { maxLength: 50, size: 'max' }).map((parts) => parts.join(''))

describe('truncateName (property)', () => {
  test('behavior: the result is the name, or its first 24 graphemes plus an ellipsis, never splitting one', () => {
    fc.assert(
      fc.property(name, (name) => {
        const out = truncateName(name)
        if (out === name) return
        const kept = graphemes(out)
        expect(kept.pop()).toBe('…')
        expect(kept).toHaveLength(24)
        expect(graphemes(name).slice(0, 24)).toEqual(kept)
      }),
      { numRuns: 500 },
    )
  })

  test('behavior: a name is cut exactly when the part before its last dot has over 24 graphemes', () => {
    fc.assert(
      fc.property(name, (name) => {
        const dot = name.lastIndexOf('.')
        const body = graphemes(dot > 0 ? name.slice(0, dot) : name)
        expect(truncateName(name) !== name).toBe(body.length > 24)
      }),
      { numRuns: 500 },
    )
  })

  test('behavior: idempotent once truncated', () => {
    fc.assert(
      fc.property(fc.oneof(name, fc.string({ maxLength: 60 })), (name) => {
        const once = truncateName(name)
        expect(truncateName(once)).toBe(once)
      }),
    )
  })
})
