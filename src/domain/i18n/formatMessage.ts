/**
 * Catalogue messages (product rules: "Languages"): a string with `{name}` placeholders, or, for a message that
 * depends on a count, one string per plural category of the language (`Intl.PluralRules`), `other` always present.
 * `{count}` is written with the locale's digits and separators.
 */
export type PluralMessage = {
  readonly zero?: string
  readonly one?: string
  readonly two?: string
  readonly few?: string
  readonly many?: string
  readonly other: string
}

export type Message = string | PluralMessage

/**
 * A message as data: its template in a language, and how that language writes values, for code that fills it in
 * later (formatMessage) without holding a function.
 */
export type Wording = { readonly template: string; readonly locale: string; readonly rightToLeft: boolean }

/** The values a message's placeholders take; `count` also picks the plural form. */
export type MessageValues = Readonly<Record<string, string | number>>

/** A template cut at its placeholders: literal text and the names between braces, in order. */
export type MessagePart = string | { readonly placeholder: string }

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g

/** First strong isolate and pop directional isolate: a value keeps its own direction inside right-to-left text. */
const FSI = '\u2068'
const PDI = '\u2069'

const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function cached<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  let value = cache.get(locale)
  if (!value) {
    value = make()
    cache.set(locale, value)
  }
  return value
}

/** The template of `message` for `count` in `locale`: its plural category's string, else `other`. */
export function pickTemplate(message: Message, locale: string, count: unknown): string {
  if (typeof message === 'string') return message
  if (typeof count !== 'number' || !Number.isFinite(count)) return message.other
  const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(count)
  return message[category] ?? message.other
}

/** Splits a template at its `{name}` placeholders. */
export function messageParts(template: string): MessagePart[] {
  const parts: MessagePart[] = []
  let last = 0
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(template.slice(last, match.index))
    parts.push({ placeholder: match[1] as string })
    last = match.index + match[0].length
  }
  if (last < template.length) parts.push(template.slice(last))
  return parts
}

/** The placeholder names of every form of a message, sorted and without repeats (the catalogue check compares them). */
export function placeholdersOf(message: Message): string[] {
  const templates = typeof message === 'string' ? [message] : Object.values(message)
  const names = new Set<string>()
  for (const template of templates)
    for (const part of messageParts(template)) if (typeof part !== 'string') names.add(part.placeholder)
  return [...names].sort()
}

/** A placeholder's value as text: numbers in the locale's digits; in right-to-left text, strings isolated. */
function formatValue(value: string | number, locale: string, rightToLeft: boolean): string {
  if (typeof value === 'number') return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value)
  return rightToLeft ? `${FSI}${value}${PDI}` : value
}

/** Left-to-right isolate: a Latin token is always read left to right, whatever its neighbours. */
const LRI = '\u2066'
/**
 * Latin text written into a right-to-left template ("https://", "#rrggbb", "0x…", "name.eth"): a run of ASCII signs and
 * "…" that starts with a letter, a digit or "#". Sentence punctuation after it belongs to the sentence.
 */
const LATIN_TOKEN = /[#0-9A-Za-z][!-~\u2026]*/g
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/
/** Only spaces between two placeholders: they are one phrase ("{amount} {symbol}"). */
const PHRASE_GAP = /^[ \u00a0\u202f]+$/

function isolateLatin(text: string): string {
  return text.replace(LATIN_TOKEN, (run) => {
    const token = run.replace(TRAILING_PUNCTUATION, '')
    return token ? `${LRI}${token}${PDI}${run.slice(token.length)}` : run
  })
}

/**
 * The pieces of `template` with its placeholders filled by `valueFor`: text, and any value that is not text (a React
 * node) passed through. A placeholder without a value stays as written (`{name}`). In right-to-left text, what keeps its
 * own direction is isolated, so the bidirectional algorithm cannot reorder it with the sentence around it:
 * - a text value (FSI…PDI: its own first letter sets its direction);
 * - placeholders side by side with only spaces between are one phrase, isolated together: "{amount} {symbol}" is drawn
 *   "0.01 ETH", never "ETH 0.01" as two separate isolates would be;
 * - Latin tokens written in the template itself (LRI…PDI): "https://" would otherwise be drawn "//:https".
 */
export function fillTemplate<T>(
  template: string,
  locale: string,
  rightToLeft: boolean,
  valueFor: (name: string) => string | number | T | undefined,
): (string | T)[] {
  const parts = messageParts(template)
  const pieces: (string | T)[] = []
  const one = (name: string, value: string | number | T | undefined): string | T => {
    if (value === undefined) return `{${name}}`
    return typeof value === 'string' || typeof value === 'number' ? formatValue(value, locale, rightToLeft) : value
  }
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as MessagePart
    if (typeof part === 'string') {
      pieces.push(rightToLeft ? isolateLatin(part) : part)
      continue
    }
    let end = i
    while (rightToLeft && PHRASE_GAP.test(String(parts[end + 1])) && typeof parts[end + 2] === 'object') end += 2
    const phrase = parts.slice(i, end + 1)
    i = end
    const values = phrase.map((p) => (typeof p === 'string' ? p : valueFor(p.placeholder)))
    const allText = values.every((v) => typeof v === 'string' || typeof v === 'number')
    if (phrase.length === 1 || !allText) {
      pieces.push(...phrase.map((p, k) => (typeof p === 'string' ? p : one(p.placeholder, values[k]))))
      continue
    }
    const text = values.map((v) => (typeof v === 'number' ? formatValue(v, locale, false) : String(v))).join('')
    pieces.push(`${FSI}${text}${PDI}`)
  }
  return pieces
}

/**
 * The text of `message` with its placeholders filled (see `fillTemplate`). A placeholder without a value stays as
 * written (`{name}`), so a missing value shows instead of vanishing.
 * @example formatMessage('{wallet} is not installed', { wallet: 'Rainbow' }, 'en') === 'Rainbow is not installed'
 */
export function formatMessage(
  message: Message,
  values: MessageValues | undefined,
  locale: string,
  rightToLeft = false,
): string {
  const template = pickTemplate(message, locale, values?.count)
  if (!values && !rightToLeft) return template
  return fillTemplate<never>(template, locale, rightToLeft, (name) => values?.[name]).join('')
}
