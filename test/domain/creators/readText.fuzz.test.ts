import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { checkText, hasVisibleCharacter } from '../../../src/domain/creators/readText'

const NAME = { min: 1, max: 50 }

// The rule stated on its own terms (product rules: "Creator profiles"): letters, marks, digits, punctuation and
// symbols are seen, unless Unicode marks them default-ignorable or they are a blank (U+2800); format, control,
// separator and filler characters are not.
const SEEN = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u
const UNSEEN = /^[\p{Cf}\p{Cc}\p{Z}\p{Default_Ignorable_Code_Point}\u2800]$/u
const FILLERS = ['\u3164', '\u115f', '\u1160', '\uffa0', '\u2800', '\u200b', '\u2060', '\u180e', '\u200c', '\u200d']

/** Every code point of Unicode (no surrogate) that `test` accepts. */
function codePoints(test: (character: string) => boolean): string[] {
  const found: string[] = []
  for (let point = 0; point <= 0x10ffff; point++) {
    if (point >= 0xd800 && point <= 0xdfff) continue
    const character = String.fromCodePoint(point)
    if (test(character)) found.push(character)
  }
  return found
}

const unseen = codePoints((c) => UNSEEN.test(c))
const seen = codePoints((c) => SEEN.test(c) && !UNSEEN.test(c))
const pick = (pool: readonly string[]) => fc.nat({ max: pool.length - 1 }).map((i) => pool[i]!)
const unseenCharacter = fc.oneof(fc.constantFrom(...FILLERS), pick(unseen))
const invisibleText = fc.array(unseenCharacter, { minLength: 1, maxLength: 12 }).map((cs) => cs.join(''))

describe('checkText (property)', () => {
  test('default: the pools hold what the rule names', () => {
    expect(unseen).toEqual(expect.arrayContaining(FILLERS))
    expect(seen).toEqual(expect.arrayContaining(['a', '1', '.', '€', '\u0301', '😀', '٣', '\u2801']))
  })

  test('behavior: any text whose characters are all invisible is refused where a character is needed', () => {
    fc.assert(
      fc.property(invisibleText, (text) => {
        expect(hasVisibleCharacter(text)).toBe(false)
        const checked = checkText(text, NAME)
        expect(checked.ok).toBe(false)
        // Trimmed to nothing, it is too short; otherwise it shows nothing.
        if (text.trim() !== '' && !checked.ok) expect(checked.problems).toContain('invisible')
      }),
    )
  })

  test('behavior: any text with a visible character passes the visibility rule, wherever that character sits', () => {
    fc.assert(
      fc.property(invisibleText, pick(seen), fc.string({ unit: 'grapheme', maxLength: 10 }), (before, c, after) => {
        for (const text of [`${before}${c}${after}`, `${after}${c}${before}`]) {
          expect(hasVisibleCharacter(text)).toBe(true)
          const checked = checkText(text, NAME)
          expect(checked.ok ? [] : checked.problems).not.toContain('invisible')
        }
      }),
    )
  })

  test('behavior: a text that may be empty is never refused for showing nothing', () => {
    fc.assert(
      fc.property(invisibleText, (text) => {
        const checked = checkText(text, { min: 0, max: 280 })
        expect(checked.ok ? [] : checked.problems).not.toContain('invisible')
      }),
    )
  })
})
