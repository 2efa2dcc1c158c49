/**
 * The languages the app speaks (product rules: "Languages"). English is the default and the wording of the product
 * rules; every other locale is a catalogue loaded on demand.
 */
export const LOCALES = [
  'en',
  'ar',
  'de',
  'es',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set<Locale>(['ar', 'fa', 'he'])

export type TextDirection = 'ltr' | 'rtl'

/** The writing direction of a locale's script: the page's `dir`. */
export function directionOf(locale: Locale): TextDirection {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}

/** Narrows a stored or typed value to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
