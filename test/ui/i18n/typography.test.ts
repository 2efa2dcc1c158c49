import { describe, expect, it } from 'vitest'
import type { Catalogue } from '../../../src/domain/i18n/localeService'
import { LOCALES } from '../../../src/domain/i18n/locales'
import { PILL_KEYS, PILL_MAX, QUOTATION_MARKS, QUOTE_CHARACTERS } from '../../../src/ui/i18n/typography'
import { everyCatalogue, formsOf } from './allCatalogues'

const NARROW_NBSP = '\u202f'
const NBSP = '\u00a0'

function* texts(catalogue: Catalogue): Generator<[string, string]> {
  for (const [key, message] of Object.entries(catalogue)) for (const form of formsOf(message)) yield [key, form]
}

/** Three dots for an ellipsis, and quotation marks the language does not write. */
function typographyProblems(locale: string, catalogue: Catalogue): string[] {
  const allowed = QUOTATION_MARKS[locale as keyof typeof QUOTATION_MARKS]
  const found: string[] = []
  for (const [key, text] of texts(catalogue)) {
    if (text.includes('...')) found.push(`${key}: "..." instead of "…"`)
    for (const mark of new Set([...text].filter((c) => QUOTE_CHARACTERS.includes(c) && !allowed.includes(c))))
      found.push(`${key}: quotation mark ${mark} (${locale} writes ${[...allowed].join(' ')})`)
  }
  return found
}

/**
 * French spacing: a narrow no-break space before ? ! ; and a no-break space (narrow or not) before : and inside « »,
 * so a line never breaks before the sign. Placeholders and URLs are not prose.
 */
function frenchSpacingProblems(catalogue: Catalogue): string[] {
  const found: string[] = []
  for (const [key, raw] of texts(catalogue)) {
    const text = raw.replace(/\{[A-Za-z][A-Za-z0-9]*\}/g, 'X').replace(/[a-z]+:\/\/\S*/g, 'X')
    ;[...text].forEach((c, i) => {
      const before = text[i - 1]
      const after = text[i + 1]
      if ('?!;'.includes(c) && before !== NARROW_NBSP && !'?!'.includes(before ?? ''))
        found.push(`${key}: no narrow no-break space before ${c}`)
      if ((c === ':' || c === '»') && before !== NARROW_NBSP && before !== NBSP)
        found.push(`${key}: no no-break space before ${c}`)
      if (c === '«' && after !== NARROW_NBSP && after !== NBSP) found.push(`${key}: no no-break space after «`)
    })
  }
  return found
}

/**
 * Thai: the repetition mark ๆ stands apart, a space before it (Royal Institute style: «ใด ๆ», «สั้น ๆ»), as every
 * message writes it.
 */
function thaiProblems(catalogue: Catalogue): string[] {
  const found: string[] = []
  for (const [key, raw] of texts(catalogue)) {
    const text = raw.replace(/\{[A-Za-z][A-Za-z0-9]*\}/g, 'X')
    if (/[^ ]ๆ/.test(text)) found.push(`${key}: ๆ without a space before it`)
  }
  return found
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const graphemes = (text: string) => [...segmenter.segment(text)].length

describe('typography', () => {
  it.each([...LOCALES])('%s writes “…” and its own quotation marks', (locale) => {
    expect(typographyProblems(locale, everyCatalogue[locale] as Catalogue)).toEqual([])
  })

  it('French puts its no-break spaces before ? ! : ; and inside « »', () => {
    expect(frenchSpacingProblems(everyCatalogue.fr as Catalogue)).toEqual([])
  })

  it.each([...LOCALES])('%s keeps the pill buttons short', (locale) => {
    const catalogue = everyCatalogue[locale] as Catalogue
    const long = PILL_KEYS.filter((key) => formsOf(catalogue[key] ?? '').some((text) => graphemes(text) > PILL_MAX))
    expect(long.map((key) => `${key}: ${String(catalogue[key])}`)).toEqual([])
  })

  it('Thai writes ๆ apart', () => {
    expect(thaiProblems(everyCatalogue.th as Catalogue)).toEqual([])
    expect(thaiProblems({ a: 'ใดๆ', b: 'ใด ๆ', c: '{x}ๆ' })).toEqual([
      'a: ๆ without a space before it',
      'c: ๆ without a space before it',
    ])
  })

  it('Hebrew joins a prefix with one hyphen, the ASCII one it writes everywhere («ב-{symbol}», never the maqaf ־)', () => {
    const withMaqaf = [...texts(everyCatalogue.he as Catalogue)].filter(([, text]) => text.includes('\u05be'))
    expect(withMaqaf.map(([key]) => key)).toEqual([])
  })

  it('finds three dots, a straight or foreign quotation mark, and each French spacing fault', () => {
    expect(typographyProblems('de', { a: 'Lädt...', b: 'Kette "1"', c: '„gut“' })).toEqual([
      'a: "..." instead of "…"',
      'b: quotation mark " (de writes „ “)',
    ])
    expect(typographyProblems('ja', { a: '“接続”' })).toEqual([
      'a: quotation mark “ (ja writes 「 」)',
      'a: quotation mark ” (ja writes 「 」)',
    ])
    expect(
      frenchSpacingProblems({
        a: 'Vraiment ?',
        b: `Solde${NBSP}: {balance}`,
        c: `Réseau « {chainId} »`,
        d: `Prêt${NARROW_NBSP}! Lien https://example.com/a:b`,
        e: `Quoi${NARROW_NBSP}?!`,
      }),
    ).toEqual(['a: no narrow no-break space before ?', 'c: no no-break space after «', 'c: no no-break space before »'])
  })
})
