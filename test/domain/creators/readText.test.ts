import { describe, expect, test } from 'vitest'
import { checkText } from '../../../src/domain/creators/readText'

const NAME = { min: 1, max: 5 }
const BIO = { min: 0, max: 5, newlines: true }

describe('checkText', () => {
  test('default: trims surrounding white space and keeps the rest', () => {
    expect(checkText('  Ada L ', NAME)).toEqual({ ok: true, text: 'Ada L' })
    expect(checkText('', BIO)).toEqual({ ok: true, text: '' })
  })

  test('parameters: missing and wrong types', () => {
    expect(checkText(undefined, NAME)).toEqual({ ok: false, problems: ['required'] })
    for (const bad of [null, 1, {}, [], true]) {
      expect(checkText(bad, NAME)).toEqual({ ok: false, problems: ['not-text'] })
    }
  })

  test('parameters: length counts characters after trimming', () => {
    expect(checkText('   ', NAME)).toEqual({ ok: false, problems: ['length'] })
    expect(checkText('abcdef', NAME)).toEqual({ ok: false, problems: ['length'] })
    expect(checkText('👨‍👩‍👧'.repeat(5), NAME)).toMatchObject({ ok: true })
    expect(checkText('abcdef', BIO)).toEqual({ ok: false, problems: ['length'] })
  })

  test('parameters: control characters and bidi overrides are refused', () => {
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\u007fb', 'a\u0085b', 'a\u202eb', 'a\u2066b', 'a\u2069b']) {
      expect(checkText(bad, NAME)).toEqual({
        ok: false,
        problems: ['control-characters'],
      })
    }
  })

  test('parameters: newlines, where allowed, are stored as \\n; other control characters are still refused', () => {
    expect(checkText('a\r\nb\rc', BIO)).toEqual({ ok: true, text: 'a\nb\nc' })
    expect(checkText('a\tb', BIO)).toEqual({
      ok: false,
      problems: ['control-characters'],
    })
  })

  test('behavior: every problem is reported', () => {
    expect(checkText('abc\u202edef', NAME)).toEqual({
      ok: false,
      problems: ['length', 'control-characters'],
    })
  })

  test('behavior: a huge text is too long without being segmented, and so is one stacked with combining marks', () => {
    expect(checkText('a'.repeat(10_000_000), NAME)).toEqual({
      ok: false,
      problems: ['length'],
    })
    expect(checkText(`a${'\u0301'.repeat(100)}`, NAME)).toEqual({
      ok: false,
      problems: ['length'],
    })
  })

  test('parameters: a text that must have a character needs one a reader sees', () => {
    const refused = { ok: false, problems: ['invisible'] }
    const invisible = ['\u200b', '\u2060', '\u3164', '\u180e', '\u200c', '\u200d', '\u115f', '\u1160', '\uffa0']
    for (const text of [...invisible, '\u2800', '\u200b\u200d\u2060', '\u3164\u3164', '\ufe0f', '\u{e0041}']) {
      expect(checkText(text, NAME), JSON.stringify(text)).toEqual(refused)
      expect(checkText(` ${text} `, NAME), JSON.stringify(text)).toEqual(refused)
    }
    for (const text of ['\u200bA', '\u3164.', '\u2800\u2801', '\u0301', '😀\u200d', '٣', '€']) {
      expect(checkText(text, NAME), JSON.stringify(text)).toEqual({ ok: true, text })
    }
    // A text that may be empty may also show nothing.
    expect(checkText('\u200b', BIO)).toEqual({ ok: true, text: '\u200b' })
  })

  test('behavior: an invisible text that is also too long or holds control characters has every problem', () => {
    expect(checkText('\u200b'.repeat(6), NAME)).toEqual({
      ok: false,
      problems: ['length', 'invisible'],
    })
    expect(checkText('\u200b\u0007', NAME)).toEqual({
      ok: false,
      problems: ['control-characters', 'invisible'],
    })
  })
})
