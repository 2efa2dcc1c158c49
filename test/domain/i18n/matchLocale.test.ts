import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { LOCALES } from '../../../src/domain/i18n/locales'
import { matchLocale } from '../../../src/domain/i18n/matchLocale'

describe('matchLocale', () => {
  test('default: the exact tag in any case, else a region or script of the same language', () => {
    const cases: [string[], string | undefined][] = [
      [['de-DE'], 'de'],
      [['DE'], 'de'],
      [['pt'], 'pt-BR'],
      [['pt-PT'], 'pt-BR'],
      [['pt-br'], 'pt-BR'],
      [['zh'], 'zh-CN'],
      [['zh-Hans-CN'], 'zh-CN'],
      [['zh-SG'], 'zh-CN'],
      [['zh-TW'], 'zh-TW'],
      [['zh-Hant'], 'zh-TW'],
      [['zh-Hant-HK'], 'zh-HK'],
      [['zh-MO'], 'zh-HK'],
      [['en_GB'], 'en'],
      [['sw', 'fr-CA', 'de'], 'fr'],
      [['sw', 'xx'], undefined],
      [[], undefined],
    ]
    for (const [preferred, expected] of cases) expect(matchLocale(preferred, LOCALES), preferred.join()).toBe(expected)
  })

  test('bad input: tags that are not strings or are blank are skipped, never thrown on', () => {
    expect(matchLocale([null, 42, '', '  ', { tag: 'de' }, 'es-MX'], LOCALES)).toBe('es')
  })

  test('behavior: the first preferred language that is spoken here wins (property)', () => {
    const spoken = fc.constantFrom(...LOCALES)
    const unspoken = fc.constantFrom('sw', 'am', 'yo', 'eu-ES', 'ga-IE', 'x-klingon')
    fc.assert(
      fc.property(
        fc.array(unspoken, { maxLength: 3 }),
        spoken,
        fc.array(spoken, { maxLength: 3 }),
        (before, first, after) => {
          expect(matchLocale([...before, first, ...after], LOCALES)).toBe(first)
        },
      ),
    )
  })

  test('behavior: a supported tag is found whatever its case and separator (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.boolean(), (locale, upper) => {
        const written = (upper ? locale.toUpperCase() : locale.toLowerCase()).replace('-', '_')
        expect(matchLocale([written], LOCALES)).toBe(locale)
      }),
    )
  })

  test('behavior: the answer is always one of the supported tags or undefined (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('zh-hk', 'pt', 'he-IL', 'fa-IR'))), (preferred) => {
        const found = matchLocale(preferred, LOCALES)
        expect(found === undefined || (LOCALES as readonly string[]).includes(found)).toBe(true)
      }),
    )
  })

  test('behavior: self-contained, so the page head can run its source as is', () => {
    const copy = new Function(`return (${matchLocale.toString()})`)() as typeof matchLocale
    expect(copy(['zh-Hant-HK', 'de'], LOCALES)).toBe('zh-HK')
  })
})
