import { describe, expect, test } from 'vitest'
import { checkSupportNoteText, validateSupportNoteText } from '../../../src/domain/creators/validateSupportNoteText'

describe('validateSupportNoteText', () => {
  test('default: a note is trimmed; empty is fine', () => {
    expect(validateSupportNoteText(' Thanks for the videos! ')).toEqual({ ok: true, note: 'Thanks for the videos!' })
    expect(validateSupportNoteText('')).toEqual({ ok: true, note: '' })
    expect(validateSupportNoteText('🙏'.repeat(140))).toEqual({ ok: true, note: '🙏'.repeat(140) })
  })

  test('parameters: at most 140 characters', () => {
    expect(validateSupportNoteText('a'.repeat(141))).toEqual({
      ok: false,
      problems: [{ field: 'note', code: 'noteLength', params: { max: 140 } }],
    })
  })

  test('parameters: no control characters, line breaks included', () => {
    for (const bad of ['a\nb', 'a\u0000b', 'gift\u202Etxt.exe']) {
      expect(validateSupportNoteText(bad)).toEqual({
        ok: false,
        problems: [{ field: 'note', code: 'noteControl' }],
      })
    }
  })

  test('parameters: missing or not text', () => {
    expect(validateSupportNoteText(undefined)).toEqual({
      ok: false,
      problems: [{ field: 'note', code: 'fieldMissing' }],
    })
    expect(validateSupportNoteText(null)).toEqual({
      ok: false,
      problems: [{ field: 'note', code: 'fieldMalformed' }],
    })
  })
})

describe('checkSupportNoteText', () => {
  test('default: the same note as validateSupportNoteText, or each problem as a code', () => {
    expect(checkSupportNoteText(' Thanks! ')).toEqual({ ok: true, note: 'Thanks!' })
    expect(checkSupportNoteText('a'.repeat(141))).toEqual({ ok: false, problems: ['length'] })
    expect(checkSupportNoteText('a\nb')).toEqual({ ok: false, problems: ['control-characters'] })
    expect(checkSupportNoteText(`${'a'.repeat(141)}\u0000`)).toEqual({
      ok: false,
      problems: ['length', 'control-characters'],
    })
  })
})
