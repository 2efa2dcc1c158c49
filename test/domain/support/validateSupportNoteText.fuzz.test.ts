import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { validateSupportNoteText } from '../../../src/domain/support/validateSupportNoteText'
import { cleanText } from '../creators/profileArbitraries'

describe('validateSupportNoteText (property)', () => {
  test('behavior: any clean note of at most 140 characters validates to itself', () => {
    fc.assert(
      fc.property(cleanText(0, 140), (note) => {
        expect(validateSupportNoteText(note)).toEqual({ ok: true, note })
      }),
    )
  })

  test('behavior: never throws; a refusal names the note', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string({ unit: 'binary', maxLength: 300 })), (input) => {
        const result = validateSupportNoteText(input)
        if (result.ok) expect(typeof input).toBe('string')
        else {
          expect(result.problems.length).toBeGreaterThan(0)
          for (const problem of result.problems) expect(problem.field).toBe('note')
        }
      }),
    )
  })
})
