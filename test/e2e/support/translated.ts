import { formatMessage, type Message, type MessageValues } from '../../../src/domain/i18n/formatMessage'
import type { Catalogue } from '../../../src/domain/i18n/localeService'
import { directionOf, type Locale } from '../../../src/domain/i18n/locales'
import { account } from '../../../src/ui/i18n/en/account'
import { connect } from '../../../src/ui/i18n/en/connect'
import { creators } from '../../../src/ui/i18n/en/creators'
import { errors } from '../../../src/ui/i18n/en/errors'
import { shell } from '../../../src/ui/i18n/en/shell'
import { studio } from '../../../src/ui/i18n/en/studio'
import arMain from '../../../src/ui/i18n/locales/ar'
import arPages from '../../../src/ui/i18n/locales/ar.pages'
import deMain from '../../../src/ui/i18n/locales/de'
import dePages from '../../../src/ui/i18n/locales/de.pages'
import faMain from '../../../src/ui/i18n/locales/fa'
import faPages from '../../../src/ui/i18n/locales/fa.pages'

const ar = { ...arMain, ...arPages }
const de = { ...deMain, ...dePages }
const fa = { ...faMain, ...faPages }

/** The English messages of each area (src/ui/i18n/en/<area>.ts). */
const AREAS = { shell, connect, errors, account, creators, studio } as const satisfies Record<string, Catalogue>

export type Area = keyof typeof AREAS

/** The locales the specs read; add a locale's catalogue here to use it. */
const CATALOGUES: Partial<Record<Locale, Catalogue>> = { ar, de, fa }

export type TranslatedOptions = {
  /** Only the keys of this area: for an English text two areas translate differently. */
  area?: Area
  /** The placeholders' values (and `count`, which picks the plural form). */
  values?: MessageValues
}

/**
 * What `locale` shows where English shows `english`: the locale's message for the key whose English message is
 * `english` (a plural message by its `other` form), found without naming the key. Throws when no English message has
 * that text, or when several have and the locale words them differently (pass `area` to say which one).
 * For `en` it checks that the text is an English catalogue message and returns it.
 * @example translated('de', 'Language') === 'Sprache'
 */
export function translated(locale: Locale, english: string, options: TranslatedOptions = {}): string {
  const areas = options.area ? [options.area] : (Object.keys(AREAS) as Area[])
  const keys = areas.flatMap((area) =>
    Object.entries(AREAS[area] as Catalogue)
      .filter(([, message]) => englishText(message) === english)
      .map(([key]) => key),
  )
  const where = options.area ? ` of the ${options.area} area` : ''
  if (keys.length === 0) throw new Error(`translated: no English message${where} reads ${JSON.stringify(english)}`)
  const catalogue: Catalogue | undefined = locale === 'en' ? englishCatalogue() : CATALOGUES[locale]
  if (!catalogue)
    throw new Error(`translated: the ${locale} catalogue is not imported in test/e2e/support/translated.ts`)
  const messages = keys.map((key) => {
    const message = catalogue[key]
    if (message === undefined) throw new Error(`translated: the ${locale} catalogue has no ${key}`)
    return message
  })
  const texts = new Set(messages.map((message) => JSON.stringify(message)))
  if (texts.size > 1)
    throw new Error(
      `translated: ${keys.join(', ')} all read ${JSON.stringify(english)} in English but differ in ${locale}: pass an area`,
    )
  return formatMessage(messages[0] as Message, options.values, locale, directionOf(locale) === 'rtl')
}

function englishText(message: Message): string {
  return typeof message === 'string' ? message : message.other
}

function englishCatalogue(): Catalogue {
  return Object.assign({}, ...Object.values(AREAS)) as Catalogue
}
