import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  formatMessage,
  messageParts,
  pickTemplate,
  placeholdersOf,
  type PluralMessage,
} from '../../../src/domain/i18n/formatMessage'

const NOTES: PluralMessage = { one: '{count} note', other: '{count} notes' }
const RU_NOTES: PluralMessage = {
  one: '{count} заметка',
  few: '{count} заметки',
  many: '{count} заметок',
  other: '{count} заметки',
}

describe('formatMessage', () => {
  test('default: placeholders filled, numbers in the locale’s digits and separators', () => {
    expect(formatMessage('{wallet} is not installed', { wallet: 'Rainbow' }, 'en')).toBe('Rainbow is not installed')
    expect(formatMessage(NOTES, { count: 1 }, 'en')).toBe('1 note')
    expect(formatMessage(NOTES, { count: 1234 }, 'en')).toBe('1,234 notes')
    expect(formatMessage(NOTES, { count: 1234 }, 'de')).toBe('1.234 notes')
    expect(formatMessage({ other: '{count}' }, { count: 12 }, 'fa')).toBe('۱۲')
    expect(formatMessage({ other: '{count}' }, { count: 1234567 }, 'hi')).toBe('12,34,567')
  })

  test('default: the plural form the language needs (Intl.PluralRules)', () => {
    expect([1, 2, 5, 21, 22, 25].map((count) => formatMessage(RU_NOTES, { count }, 'ru'))).toEqual([
      '1 заметка',
      '2 заметки',
      '5 заметок',
      '21 заметка',
      '22 заметки',
      '25 заметок',
    ])
    expect(pickTemplate({ zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' }, 'ar', 2)).toBe('t')
    expect(pickTemplate({ one: 'o', other: 'x' }, 'ja', 1)).toBe('x')
  })

  test('bad input: a missing value shows its placeholder; a missing form or count falls back to other', () => {
    expect(formatMessage('Connect {wallet}', {}, 'en')).toBe('Connect {wallet}')
    expect(formatMessage('Connect {wallet}', undefined, 'en')).toBe('Connect {wallet}')
    expect(formatMessage({ other: 'many' }, { count: 1 }, 'en')).toBe('many')
    expect(formatMessage(NOTES, { count: Number.NaN }, 'en')).toBe('NaN notes')
    expect(formatMessage(NOTES, {}, 'en')).toBe('{count} notes')
  })

  test('behavior: in right-to-left text a string value keeps its direction (isolated); numbers are not wrapped', () => {
    expect(formatMessage('{address} متصل', { address: '0xAbC' }, 'ar', true)).toBe('\u20680xAbC\u2069 متصل')
    expect(formatMessage('{count}', { count: 3 }, 'he', true)).toBe('3')
    expect(formatMessage('{address} connected', { address: '0xAbC' }, 'en')).toBe('0xAbC connected')
  })

  test('behavior: in right-to-left text placeholders side by side are one phrase, Latin tokens in the text isolated', () => {
    expect(formatMessage('أرسلت {amount} {symbol}.', { amount: '0.01', symbol: 'ETH' }, 'ar', true)).toBe(
      'أرسلت \u20680.01 ETH\u2069.',
    )
    expect(formatMessage('{a}, {b}', { a: 'x', b: 'y' }, 'he', true)).toBe('\u2068x\u2069, \u2068y\u2069')
    expect(formatMessage('ב-https://. #rrggbb; 0x… או name.eth', undefined, 'he', true)).toBe(
      'ב-\u2066https://\u2069. \u2066#rrggbb\u2069; \u20660x…\u2069 או \u2066name.eth\u2069',
    )
    expect(formatMessage('{amount} {symbol}', { amount: '0.01' }, 'fa', true)).toBe('\u20680.01\u2069 {symbol}')
    expect(formatMessage('Use https://.', undefined, 'en')).toBe('Use https://.')
  })

  test('behavior: isolation only adds invisible marks: without them, right-to-left text is the same (property)', () => {
    const isolates = /[\u2066-\u2069]/g
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('{a}', '{b}', ' ', 'https://', '#rrggbb', 'שלום', '.'))),
        fc.string(),
        fc.string(),
        (pieces, a, b) => {
          const template = pieces.join('').replace(isolates, '')
          const values = { a: a.replace(isolates, ''), b: b.replace(isolates, '') }
          expect(formatMessage(template, values, 'he', true).replace(isolates, '')).toBe(
            formatMessage(template, values, 'he'),
          )
        },
      ),
    )
  })

  test('behavior: a value is inserted as written, never read as a template (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, value) => {
        expect(formatMessage(`${before.replace(/[{}]/g, '')}{v}`, { v: value }, 'en')).toBe(
          `${before.replace(/[{}]/g, '')}${value}`,
        )
      }),
    )
  })

  test('behavior: cutting at placeholders loses nothing (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('{a}', '{count}', '{wallet}', '{', '}'))),
        (pieces) => {
          const template = pieces.join('')
          const rebuilt = messageParts(template)
            .map((part) => (typeof part === 'string' ? part : `{${part.placeholder}}`))
            .join('')
          expect(rebuilt).toBe(template)
        },
      ),
    )
  })

  test('default: placeholdersOf lists the names of every form once, sorted', () => {
    expect(placeholdersOf('{b} and {a} and {b}')).toEqual(['a', 'b'])
    expect(placeholdersOf({ one: 'one note', other: '{count} notes by {name}' })).toEqual(['count', 'name'])
    expect(placeholdersOf('no {1digit} or { spaced }')).toEqual([])
  })
})
