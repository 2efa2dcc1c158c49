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
})
