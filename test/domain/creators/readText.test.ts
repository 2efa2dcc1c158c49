import { describe, expect, test } from 'vitest'
import { readText } from '../../../src/domain/creators/readText'

const NAME = { name: 'Display name', min: 1, max: 5 }
const BIO = { name: 'Bio', min: 0, max: 5, newlines: true }

describe('readText', () => {
  test('default: trims surrounding white space and keeps the rest', () => {
    expect(readText('  Ada L ', NAME)).toEqual({ ok: true, text: 'Ada L' })
    expect(readText('', BIO)).toEqual({ ok: true, text: '' })
  })

  test('parameters: missing and wrong types', () => {
    expect(readText(undefined, NAME)).toEqual({ ok: false, messages: ['Display name is required'] })
    for (const bad of [null, 1, {}, [], true]) {
      expect(readText(bad, NAME)).toEqual({ ok: false, messages: ['Display name must be text'] })
    }
  })

  test('parameters: length counts characters after trimming', () => {
    expect(readText('   ', NAME)).toEqual({ ok: false, messages: ['Display name must be 1 to 5 characters'] })
    expect(readText('abcdef', NAME)).toEqual({ ok: false, messages: ['Display name must be 1 to 5 characters'] })
    expect(readText('👨‍👩‍👧'.repeat(5), NAME)).toMatchObject({ ok: true })
    expect(readText('abcdef', BIO)).toEqual({ ok: false, messages: ['Bio must be at most 5 characters'] })
  })

  test('parameters: control characters and bidi overrides are refused', () => {
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\u007fb', 'a\u0085b', 'a\u202eb', 'a\u2066b', 'a\u2069b']) {
      expect(readText(bad, NAME)).toEqual({
        ok: false,
        messages: ['Display name cannot contain control characters'],
      })
    }
  })

  test('parameters: newlines, where allowed, are stored as \\n; other control characters are still refused', () => {
    expect(readText('a\r\nb\rc', BIO)).toEqual({ ok: true, text: 'a\nb\nc' })
    expect(readText('a\tb', BIO)).toEqual({
      ok: false,
      messages: ['Bio cannot contain control characters other than line breaks'],
    })
  })

  test('behavior: every problem is reported', () => {
    expect(readText('abc\u202edef', NAME)).toEqual({
      ok: false,
      messages: ['Display name must be 1 to 5 characters', 'Display name cannot contain control characters'],
    })
  })

  test('behavior: a huge text is too long without being segmented, and so is one stacked with combining marks', () => {
    expect(readText('a'.repeat(10_000_000), NAME)).toEqual({
      ok: false,
      messages: ['Display name must be 1 to 5 characters'],
    })
    expect(readText(`a${'\u0301'.repeat(100)}`, NAME)).toEqual({
      ok: false,
      messages: ['Display name must be 1 to 5 characters'],
    })
  })

  test('parameters: a text that must have a character needs one a reader sees', () => {
    const refused = { ok: false, messages: ['Display name must contain at least one visible character'] }
    const invisible = ['\u200b', '\u2060', '\u3164', '\u180e', '\u200c', '\u200d', '\u115f', '\u1160', '\uffa0']
    for (const text of [...invisible, '\u2800', '\u200b\u200d\u2060', '\u3164\u3164', '\ufe0f', '\u{e0041}']) {
      expect(readText(text, NAME), JSON.stringify(text)).toEqual(refused)
      expect(readText(` ${text} `, NAME), JSON.stringify(text)).toEqual(refused)
    }
    for (const text of ['\u200bA', '\u3164.', '\u2800\u2801', '\u0301', '😀\u200d', '٣', '€']) {
      expect(readText(text, NAME), JSON.stringify(text)).toEqual({ ok: true, text })
    }
    // A text that may be empty may also show nothing.
    expect(readText('\u200b', BIO)).toEqual({ ok: true, text: '\u200b' })
  })

  test('behavior: an invisible text that is also too long or holds control characters has every problem', () => {
    expect(readText('\u200b'.repeat(6), NAME)).toEqual({
      ok: false,
      messages: ['Display name must be 1 to 5 characters', 'Display name must contain at least one visible character'],
    })
    expect(readText('\u200b\u0007', NAME)).toEqual({
      ok: false,
      messages: [
        'Display name cannot contain control characters',
        'Display name must contain at least one visible character',
      ],
    })
  })
})
