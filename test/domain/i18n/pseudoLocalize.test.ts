import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { placeholdersOf } from '../../../src/domain/i18n/formatMessage'
import { pseudoLocalize } from '../../../src/domain/i18n/pseudoLocalize'

describe('pseudoLocalize', () => {
  test('default: letters accented, placeholders kept, 40 % longer', () => {
    const out = pseudoLocalize('Connect {wallet}')
    expect(out.startsWith('Çóññéçţ {wallet} ')).toBe(true)
    expect(pseudoLocalize('')).toBe('')
    expect(pseudoLocalize('{wallet}')).toBe('{wallet}')
  })

  test('behavior: every message grows by at least 40 % of its visible text and keeps its placeholders (property)', () => {
    const piece = fc.oneof(
      fc.string({ minLength: 1 }).map((s) => s.replace(/[{}]/g, '')),
      fc.constantFrom('{a}', '{count}'),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const template = pieces.join('')
        const out = pseudoLocalize(template)
        expect(placeholdersOf(out)).toEqual(placeholdersOf(template))
        const visible = [...template.replace(/\{(a|count)\}/g, '')].length
        const outVisible = [...out.replace(/\{(a|count)\}/g, '')].length
        expect(outVisible).toBeGreaterThanOrEqual(visible + Math.ceil(visible * 0.4))
      }),
    )
  })

  test('behavior: no ASCII letter is left unaccented (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(pseudoLocalize(text.replace(/[{}]/g, ''))).not.toMatch(/[A-Za-z]/)
      }),
    )
  })
})
