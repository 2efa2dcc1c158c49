import { describe, expect, test } from 'vitest'
import {
  ASCII_NUMBERS,
  formatAmountForInput,
  formatAmountForReading,
  formatPlainInteger,
  numberSymbols,
  parseLocalAmount,
  readAmountText,
} from '../../../src/domain/account/localNumbers'

const de = numberSymbols('de')
const en = numberSymbols('en')
const fa = numberSymbols('fa')
const fr = numberSymbols('fr')
const FIVE_HUNDREDTHS = { ok: true, value: 5n * 10n ** 16n, text: '0.05' }

describe('localNumbers', () => {
  test('default: each language reads its own way of writing 0.05', () => {
    expect(parseLocalAmount('0,05', de)).toEqual(FIVE_HUNDREDTHS)
    expect(parseLocalAmount('0,05', fr)).toEqual(FIVE_HUNDREDTHS)
    expect(parseLocalAmount('۰٫۰۵', fa)).toEqual(FIVE_HUNDREDTHS)
    expect(parseLocalAmount('٠٫٠٥', fa)).toEqual(FIVE_HUNDREDTHS)
    expect(parseLocalAmount('0.05', en)).toEqual(FIVE_HUNDREDTHS)
  })

  test('behavior: the number symbols come from Intl', () => {
    expect(de).toMatchObject({ decimal: ',', group: '.' })
    expect(fa).toEqual({ decimal: '٫', group: '٬', digits: [...'۰۱۲۳۴۵۶۷۸۹'] })
    expect(en).toEqual(ASCII_NUMBERS)
  })

  test('behavior: the rules: the decimal sign, digits of three scripts, and what could group thousands', () => {
    const cases: Array<[string, typeof de, string | 'format' | 'ambiguous']> = [
      ['1.000', de, 'ambiguous'],
      ['1,000', en, 'ambiguous'],
      ['1.000', en, '1.000'],
      ['1,000', de, '1.000'],
      ['0.050', de, '0.050'],
      ['.050', de, '.050'],
      ['1,5', en, '1.5'],
      ['1.5', de, '1.5'],
      ['1٫5', en, '1.5'],
      ['۱.5', de, '1.5'],
      ['1 000', fr, 'ambiguous'],
      ['1\u202F000', fr, 'ambiguous'],
      ['1٬000', fa, 'ambiguous'],
      ['1 5', fr, 'format'],
      ['1.000,5', de, 'ambiguous'],
      ['1,000.5', en, 'ambiguous'],
      ['1.000.000', de, 'ambiguous'],
      ['1.2.3', de, 'format'],
      ['1,,5', de, 'format'],
      ['-1', de, 'format'],
      ['1e3', fa, 'format'],
      [' \u200F۱٫۵ ', fa, '1.5'],
    ]
    for (const [text, symbols, expected] of cases) {
      const read = readAmountText(text, symbols)
      expect(read, text).toEqual(
        expected === 'format' || expected === 'ambiguous'
          ? { ok: false, problem: expected }
          : { ok: true, text: expected },
      )
    }
  })

  test('behavior: parseEthAmount checks the amount read (empty, zero, decimals, balance)', () => {
    expect(parseLocalAmount(' \u200F ', fa)).toEqual({ ok: false, problem: 'empty' })
    expect(parseLocalAmount('0,0', de)).toEqual({ ok: false, problem: 'zero' })
    expect(parseLocalAmount('0,0000001', de, { decimals: 6 })).toEqual({ ok: false, problem: 'decimals' })
    expect(parseLocalAmount('۲', fa, { balance: 10n ** 18n })).toEqual({ ok: false, problem: 'insufficient' })
  })

  test('behavior: an amount is written for input without grouping, for reading with it, every decimal kept', () => {
    expect(formatAmountForInput('0.05', de)).toBe('0,05')
    expect(formatAmountForInput('0.05', fa)).toBe('۰٫۰۵')
    expect(formatAmountForInput('1234.5', en)).toBe('1234.5')
    expect(formatAmountForInput('not a number', fa)).toBe('not a number')
    expect(formatAmountForReading('1234.000000000000000001', 'de')).toBe('1.234,000000000000000001')
    expect(formatAmountForReading('0.05', 'fa')).toBe('۰٫۰۵')
    expect(formatAmountForReading('1.000000000000000000000001', 'en')).toBe('1.000000000000000000000001')
    expect(formatPlainInteger(2048, 'fa')).toBe('۲۰۴۸')
    expect(formatPlainInteger(2048, 'en')).toBe('2048')
  })
})
