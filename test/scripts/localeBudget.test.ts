import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/domain/i18n/locales'
import {
  checkLocaleBudget,
  FIRST_LOAD_LOCALES_LIMIT,
  LOCALE_CHUNK_LIMIT,
  localeChunkFiles,
  localesOf,
} from '../../scripts/localeBudget.mjs'

const moduleIds = (locale: string) => ({
  [`/repo/src/ui/i18n/locales/${locale}/shell.ts`]: 100,
  [`/repo/src/ui/i18n/locales/${locale}.ts`]: 50,
})

describe('localesOf', () => {
  it('behavior: reads the LOCALES array of src/domain/i18n/locales.ts as the app has it', () => {
    const source = readFileSync(new URL('../../src/domain/i18n/locales.ts', import.meta.url), 'utf8')
    expect(localesOf(source)).toEqual([...LOCALES])
  })

  it('behavior: throws when there is no LOCALES array', () => {
    expect(() => localesOf('export const LANGUAGES = []')).toThrow(/no LOCALES/)
  })
})

describe('localeChunkFiles', () => {
  it("behavior: finds a locale's chunk by the catalogue module it holds, not by its name", () => {
    const report = {
      'assets/de-AAAAAAAA.js': { modules: moduleIds('de') },
      'assets/catalogue-BBBBBBBB.js': { modules: moduleIds('pt-BR') },
      'assets/index-CCCCCCCC.js': { modules: { '/repo/src/main.tsx': 10 } },
    }
    expect(localeChunkFiles(['de', 'pt-BR', 'fr'], Object.keys(report), report)).toEqual({
      de: ['assets/de-AAAAAAAA.js'],
      'pt-BR': ['assets/catalogue-BBBBBBBB.js'],
      fr: [],
    })
  })

  it('behavior: a chunk the report names but the build lacks is missing', () => {
    const report = { 'assets/de-AAAAAAAA.js': { modules: moduleIds('de') } }
    expect(localeChunkFiles(['de'], [], report)).toEqual({ de: [] })
  })

  it('behavior: without a bundle report, by the name assets/<locale>-<hash>.js (pt-BR is not pt)', () => {
    const files = ['assets/pt-BR-Cc2ei_hj.js', 'assets/de-wVOPgoSa.js', 'assets/dist-BkoVOu_V.js']
    expect(localeChunkFiles(['de', 'pt', 'pt-BR'], files, null)).toEqual({
      de: ['assets/de-wVOPgoSa.js'],
      pt: [],
      'pt-BR': ['assets/pt-BR-Cc2ei_hj.js'],
    })
  })
})

describe('checkLocaleBudget', () => {
  const chunksByLocale = { de: ['assets/de-A.js'], ar: ['assets/ar-B.js'] }

  it('behavior: passes within the limits and prints every locale chunk', () => {
    const { lines, failures } = checkLocaleBudget({
      firstLoadGzip: FIRST_LOAD_LOCALES_LIMIT,
      locales: ['de', 'ar'],
      chunksByLocale,
      gzipOf: () => LOCALE_CHUNK_LIMIT,
    })
    expect(failures).toEqual([])
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('assets/de-A.js')
    expect(lines[1]).toContain('assets/ar-B.js')
  })

  it('behavior: fails on a first load over 108,125 + 3,072 bytes', () => {
    expect(FIRST_LOAD_LOCALES_LIMIT).toBe(111_197)
    const { failures } = checkLocaleBudget({ firstLoadGzip: 111_198, locales: [], chunksByLocale: {}, gzipOf: () => 0 })
    expect(failures).toEqual([expect.stringMatching(/^first-load JS 111198 B gzip > 111197 B/)])
  })

  it('behavior: fails naming the chunk over 6 KiB', () => {
    const { failures } = checkLocaleBudget({
      firstLoadGzip: 0,
      locales: ['de', 'ar'],
      chunksByLocale,
      gzipOf: (file) => (file === 'assets/ar-B.js' ? 6 * 1024 + 1 : 100),
    })
    expect(failures).toEqual([expect.stringMatching(/^locale chunk assets\/ar-B\.js \(ar\) 6145 B gzip > 6144 B/)])
  })

  it('behavior: fails when a locale has no chunk, or its catalogue is split in two', () => {
    const { failures } = checkLocaleBudget({
      firstLoadGzip: 0,
      locales: ['de', 'ar', 'he'],
      chunksByLocale: { de: ['assets/de-A.js', 'assets/de-C.js'], ar: ['assets/ar-B.js'] },
      gzipOf: () => 100,
    })
    expect(failures).toEqual([
      "de's catalogue is in 2 chunks: assets/de-A.js, assets/de-C.js",
      'no catalogue chunk for he (src/ui/i18n/locales/he.ts)',
    ])
  })

  it('property: exactly the chunks over 6 KiB and the locales without a chunk fail, each named', () => {
    const locales = ['de', 'ar', 'pt-BR', 'zh-TW']
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.nat({ max: 2 * LOCALE_CHUNK_LIMIT }), { nil: undefined }), {
          minLength: locales.length,
          maxLength: locales.length,
        }),
        (sizes) => {
          const chunksByLocale = Object.fromEntries(
            locales.map((locale, i) => [locale, sizes[i] === undefined ? [] : [`assets/${locale}-X.js`]]),
          )
          const gzipOf = (file: string) => sizes[locales.findIndex((l) => file === `assets/${l}-X.js`)] ?? 0
          const { lines, failures } = checkLocaleBudget({ firstLoadGzip: 0, locales, chunksByLocale, gzipOf })
          expect(lines).toHaveLength(locales.length)
          const expected = locales.flatMap((locale, i) => {
            const size = sizes[i]
            if (size === undefined) return [`no catalogue chunk for ${locale}`]
            return size > LOCALE_CHUNK_LIMIT ? [`locale chunk assets/${locale}-X.js (${locale}) ${size} B`] : []
          })
          expect(failures).toHaveLength(expected.length)
          expected.forEach((start, i) => expect(failures[i]).toContain(start))
        },
      ),
    )
  })
})
