import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { toDecimalString } from '../../../src/domain/account/decimalString'
import {
  formatAmountForInput,
  formatAmountForReading,
  numberSymbols,
  parseLocalAmount,
  readAmountText,
} from '../../../src/domain/account/localNumbers'
import { parseEthAmount } from '../../../src/domain/account/parseEthAmount'
import { LOCALES } from '../../../src/domain/i18n/locales'

const locale = fc.constantFrom(...LOCALES)
const decimals = fc.constantFrom(6, 18)
const units = fc.bigInt({ min: 1n, max: 10n ** 30n })
/** What a visitor may type: digits of the three scripts, every separator the reader knows, and the odd stray sign. */
const typed = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc
    .array(fc.constantFrom(..."0123456789۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩.,٫٬ \u00A0\u202F\u2019'\u200F-+eE"), { maxLength: 24 })
    .map((chars) => chars.join('')),
)
const PROBLEMS = ['empty', 'format', 'ambiguous', 'zero', 'decimals', 'insufficient']

describe('localNumbers (property)', () => {
  test('behavior: in every locale, an amount formatted for input reads back as the same base units (6 and 18 decimals)', () => {
    fc.assert(
      fc.property(locale, decimals, units, (lang, places, value) => {
        const text = toDecimalString(value, places)
        const shown = formatAmountForInput(text, numberSymbols(lang))
        expect(parseLocalAmount(shown, numberSymbols(lang), { decimals: places })).toEqual({ ok: true, value, text })
      }),
    )
  })

  test('behavior: never throws; an accepted amount is positive and its text a plain ASCII decimal', () => {
    fc.assert(
      fc.property(
        locale,
        typed,
        decimals,
        fc.option(fc.bigInt({ min: 0n, max: 10n ** 24n }), { nil: undefined }),
        (lang, text, places, balance) => {
          const result = parseLocalAmount(text, numberSymbols(lang), { decimals: places, balance })
          if (!result.ok) expect(PROBLEMS).toContain(result.problem)
          else {
            expect(result.value > 0n).toBe(true)
            expect(result.text).toMatch(/^\d+(\.\d+)?$/)
            if (balance !== undefined) expect(result.value <= balance).toBe(true)
          }
          const read = readAmountText(text, numberSymbols(lang))
          if (read.ok) expect(read.text).toMatch(/^\d*(\.\d*)?$/)
        },
      ),
    )
  })

  test('behavior: ASCII input keeps working in every locale: the plain reading, or ambiguous where a dot could group thousands', () => {
    fc.assert(
      fc.property(
        locale,
        fc.oneof(fc.stringMatching(/^\d{0,4}(\.\d{0,5})?$/), fc.constantFrom('0.05', '.5', '5.', '1.000', '0.050')),
        (lang, text) => {
          const plain = parseEthAmount(text)
          const local = parseLocalAmount(text, numberSymbols(lang))
          const symbols = numberSymbols(lang)
          const couldGroup = symbols.decimal !== '.' && /^\d*[1-9]\d*\.\d{3}$/.test(text)
          if (couldGroup) expect(local).toEqual({ ok: false, problem: 'ambiguous' })
          else if (plain.ok) expect(local).toEqual(plain)
          else expect(local).toEqual({ ok: false, problem: plain.problem })
        },
      ),
    )
    for (const lang of LOCALES)
      expect(parseLocalAmount('0.05', numberSymbols(lang)), lang).toEqual({
        ok: true,
        value: 5n * 10n ** 16n,
        text: '0.05',
      })
  })

  test('behavior: an amount as a locale writes it for reading (grouped) is read back as itself or refused as ambiguous, never as another amount', () => {
    fc.assert(
      fc.property(locale, decimals, units, (lang, places, value) => {
        const text = toDecimalString(value, places)
        const result = parseLocalAmount(formatAmountForReading(text, lang), numberSymbols(lang), { decimals: places })
        if (result.ok) expect(result).toEqual({ ok: true, value, text })
        else expect(result).toEqual({ ok: false, problem: 'ambiguous' })
      }),
    )
  })

  test('behavior: formatting for reading keeps every decimal and the locale digits', () => {
    fc.assert(
      fc.property(locale, decimals, units, (lang, places, value) => {
        const text = toDecimalString(value, places)
        const { digits } = numberSymbols(lang)
        const shown = formatAmountForReading(text, lang)
        const digitsOnly = [...shown]
          .map((char) => digits.indexOf(char))
          .filter((index) => index >= 0)
          .join('')
        expect(digitsOnly).toBe(text.replace('.', ''))
      }),
    )
  })
})
