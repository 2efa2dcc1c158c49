import type { Locale } from '../../domain/i18n/locales'

/**
 * The quotation marks each language writes (test/ui/i18n/typography.test.ts holds every catalogue to them): a quoted
 * label or value uses these, never the straight ASCII quote. Apostrophes are not checked here.
 */
export const QUOTATION_MARKS: { readonly [L in Locale]: string } = {
  en: '“”',
  ar: '«»',
  de: '„“',
  es: '«»“”',
  fa: '«»',
  fr: '«»',
  he: '“”„',
  hi: '“”',
  id: '“”',
  it: '«»',
  ja: '「」',
  ko: '“”',
  ms: '“”',
  nl: '“”',
  pl: '„”',
  'pt-BR': '“”',
  ru: '«»',
  th: '“”',
  tr: '“”',
  uk: '«»',
  vi: '“”',
  'zh-CN': '“”',
  'zh-HK': '「」',
  'zh-TW': '「」',
}

/** Every character checked as a quotation mark: the straight one and the curly, angle and corner ones. */
export const QUOTE_CHARACTERS = '"«»„“”「」『』‹›״'

/**
 * The keys drawn in a small pill button (GET, INSTALL, RETRY): at most this many characters (graphemes) in any
 * language, so the pill keeps its shape beside a wallet's name on a phone.
 */
export const PILL_KEYS = ['connect.get.get', 'connect.step.install', 'connect.step.retry'] as const
export const PILL_MAX = 12
