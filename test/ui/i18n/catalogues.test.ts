import { describe, expect, it } from 'vitest'
import { placeholdersOf, type Message } from '../../../src/domain/i18n/formatMessage'
import type { Catalogue } from '../../../src/domain/i18n/localeService'
import { LOCALES } from '../../../src/domain/i18n/locales'
import { catalogues, english } from './allCatalogues'

/** What a catalogue gets wrong against English: missing and extra keys, changed placeholders, missing plural forms. */
function problems(locale: string, catalogue: Catalogue): string[] {
  const found: string[] = []
  for (const key of Object.keys(english)) if (!(key in catalogue)) found.push(`missing key ${key}`)
  for (const [key, message] of Object.entries(catalogue)) {
    const source = english[key]
    if (source === undefined) {
      found.push(`extra key ${key}`)
      continue
    }
    const want = placeholdersOf(source).join(', ')
    const got = placeholdersOf(message).join(', ')
    if (want !== got) found.push(`${key}: placeholders {${got}} instead of {${want}}`)
    found.push(...pluralProblems(locale, key, source, message))
  }
  return found
}

function pluralProblems(locale: string, key: string, source: Message, message: Message): string[] {
  if (typeof source === 'string') return typeof message === 'string' ? [] : [`${key}: plural forms for a plain message`]
  if (typeof message === 'string') return [`${key}: one string for a message that depends on a count`]
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  return needed.filter((category) => message[category] === undefined).map((c) => `${key}: no "${c}" form`)
}

describe('the catalogues', () => {
  it('has one catalogue for every locale but English, and none other', () => {
    expect(Object.keys(catalogues).sort()).toEqual(LOCALES.filter((locale) => locale !== 'en').sort())
  })

  it.each(Object.keys(catalogues))(
    '%s has every English key, no other, the same placeholders and its plural forms',
    (locale) => {
      expect(problems(locale, catalogues[locale] as Catalogue)).toEqual([])
    },
  )

  it('has every English plural form English needs', () => {
    for (const [key, message] of Object.entries(english))
      expect(pluralProblems('en', key, message, message)).toEqual([])
  })

  it('finds a missing key, an extra key, a renamed or dropped placeholder and a missing plural form', () => {
    const [first] = Object.keys(english)
    const broken: Record<string, Message> = { ...(catalogues.de as Catalogue), 'no.such.key': 'x' }
    delete broken[first as string]
    broken['shell.noscript'] = '{app} braucht JavaScript.'
    const found = problems('de', broken)
    expect(found).toContain(`missing key ${first}`)
    expect(found).toContain('extra key no.such.key')
    expect(found).toContain('shell.noscript: placeholders {app} instead of {appName}')
    expect(problems('de', { ...(catalogues.de as Catalogue), 'shell.noscript': 'JavaScript fehlt.' })).toContain(
      'shell.noscript: placeholders {} instead of {appName}',
    )
    expect(
      pluralProblems('ru', 'k', { one: '{count} note', other: '{count} notes' }, { one: 'a', other: 'b' }),
    ).toEqual(['k: no "few" form', 'k: no "many" form'])
  })
})
