import { type EthAmountProblem, type ParseEthAmountOptions, parseEthAmount } from './parseEthAmount'

/**
 * How a language writes numbers: its decimal sign, its thousands-group sign and its ten digits, zero first (de: ","
 * "." and 0-9; fa: "٫" "٬" and ۰-۹). Data, derived from Intl once per locale by `numberSymbols`.
 */
export type NumberSymbols = {
  readonly decimal: string
  readonly group: string
  readonly digits: readonly string[]
}

/** How English, and the address (`?amount=`), the wallet and the API, write a number. */
export const ASCII_NUMBERS: NumberSymbols = { decimal: '.', group: ',', digits: [...'0123456789'] }

const symbolsByLocale = new Map<string, NumberSymbols>()

/** The number symbols of `locale`, as Intl.NumberFormat writes them (ASCII ones where Intl says nothing usable). */
export function numberSymbols(locale: string): NumberSymbols {
  let found = symbolsByLocale.get(locale)
  if (!found) {
    found = readSymbols(locale)
    symbolsByLocale.set(locale, found)
  }
  return found
}

function readSymbols(locale: string): NumberSymbols {
  try {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.'
    const group = parts.find((part) => part.type === 'group')?.value ?? ','
    const digits = [...new Intl.NumberFormat(locale, { useGrouping: false }).format(9876543210)].reverse()
    const usable = digits.length === 10 && [...decimal].length === 1 && [...group].length === 1 && decimal !== group
    return usable ? { decimal, group, digits } : ASCII_NUMBERS
  } catch {
    return ASCII_NUMBERS
  }
}

/** Why a typed amount is not read as a decimal: not a number at all, or a number that could mean two amounts. */
type AmountTextProblem = 'format' | 'ambiguous'

export type AmountTextResult =
  /** `text`: the amount as a plain ASCII decimal, as typed (digits, at most one "."; ".50" stays ".50"). */
  { ok: true; text: string } | { ok: false; problem: AmountTextProblem }

/** Bidirectional marks a right-to-left keyboard or a copied number may carry: invisible, so ignored. */
const BIDI_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
const ARABIC_DECIMAL = '\u066B'
const ARABIC_GROUP = '\u066C'
/** Signs that only ever group thousands: spaces (plain, no-break, narrow no-break, thin, figure) and apostrophes. */
const GROUP_ONLY = new Set([' ', '\u00A0', '\u202F', '\u2009', '\u2007', "'", '\u2019', ARABIC_GROUP])
/** Longer input is not an amount anyone means (parseEthAmount's bound too). */
const MAX_LENGTH = 80

type Sign = 'decimal' | 'either' | 'group'

function digitOf(char: string, symbols: NumberSymbols): string | undefined {
  const code = char.codePointAt(0) ?? 0
  if (code >= 0x30 && code <= 0x39) return char
  if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0)
  if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660)
  const index = symbols.digits.indexOf(char)
  return index >= 0 ? String(index) : undefined
}

function signOf(char: string, symbols: NumberSymbols): Sign | undefined {
  if (char === symbols.decimal || char === ARABIC_DECIMAL) return 'decimal'
  if (char === '.' || char === ',') return 'either'
  if (char === symbols.group || GROUP_ONLY.has(char)) return 'group'
  return undefined
}

/**
 * Reads an amount as a visitor of a language types it, into a plain ASCII decimal. The rules, in every locale:
 * - Digits: ASCII 0-9, Persian ۰-۹ (U+06F0..), Arabic-Indic ٠-٩ (U+0660..) and the locale's own digits all count, and
 *   may be mixed. Spaces around are ignored, and so are bidirectional marks anywhere.
 * - The locale's decimal sign (de ",", en ".", fa "٫") and the Arabic decimal separator "٫" (U+066B) always mark the
 *   decimal point.
 * - "." and "," (when not the locale's decimal sign) mark the decimal point too, unless they are followed by exactly
 *   three digits after a whole part that is not zero: then they could group thousands ("1,000" in English, "1.000"
 *   in German), and the amount is ambiguous. "0.050", ".050", "1.05" and "1,5" are decimals in every locale.
 * - The locale's group sign, U+066C "٬", spaces and apostrophes only group thousands: one followed by exactly three
 *   digits after some digits ("1 000", "1٬000") is ambiguous, anywhere else it is not a number.
 * - Two or more signs ("1.000,5", "1,000.5", "1 000 000", Hindi's "1,00,000") are ambiguous when every sign but the
 *   last is followed by three digits (or two, as Indian grouping does) after some digits: they read as grouping;
 *   otherwise ("1.2.3", "1,,5") not a number.
 * - Anything else (a sign, an exponent, letters) is not a number.
 * Never throws. @example readAmountText('0,05', numberSymbols('de')) // { ok: true, text: '0.05' }
 */
export function readAmountText(input: string, symbols: NumberSymbols): AmountTextResult {
  if (input.length > MAX_LENGTH * 2) return { ok: false, problem: 'format' }
  const text = input.replace(BIDI_MARKS, '').trim()
  let whole = ''
  const marks: { sign: Sign; digits: string }[] = []
  for (const char of text) {
    const digit = digitOf(char, symbols)
    const last = marks[marks.length - 1]
    if (digit !== undefined) {
      if (last) last.digits += digit
      else whole += digit
      continue
    }
    const sign = signOf(char, symbols)
    if (sign === undefined || (last && last.digits === '')) return { ok: false, problem: 'format' }
    marks.push({ sign, digits: '' })
  }
  const [first] = marks
  if (!first) return { ok: true, text: whole }
  if (marks.length === 1) {
    const groupsThousands = first.digits.length === 3
    if (first.sign === 'decimal') return { ok: true, text: `${whole}.${first.digits}` }
    if (first.sign === 'either') {
      return groupsThousands && /[1-9]/.test(whole)
        ? { ok: false, problem: 'ambiguous' }
        : { ok: true, text: `${whole}.${first.digits}` }
    }
    return { ok: false, problem: groupsThousands && whole !== '' ? 'ambiguous' : 'format' }
  }
  const grouped =
    whole !== '' && marks.slice(0, -1).every((mark) => mark.digits.length === 3 || mark.digits.length === 2)
  return { ok: false, problem: grouped ? 'ambiguous' : 'format' }
}

/** Why an amount typed in a language is not sent: parseEthAmount's problems, or an ambiguous way of writing it. */
export type LocalAmountProblem = EthAmountProblem | 'ambiguous'

export type LocalAmountResult =
  /** `text` is the canonical ASCII decimal of `value` ("0.5" for "0,50"). */
  { ok: true; value: bigint; text: string } | { ok: false; problem: LocalAmountProblem }

/**
 * An amount typed in a language (readAmountText's rules), checked as parseEthAmount checks a plain decimal (empty,
 * zero, too many decimals, above the balance). Never throws for valid `decimals`.
 * @example parseLocalAmount('۰٫۰۵', numberSymbols('fa')) // { ok: true, value: 50000000000000000n, text: '0.05' }
 * @example parseLocalAmount('1.000', numberSymbols('de')) // { ok: false, problem: 'ambiguous' }
 */
export function parseLocalAmount(
  input: string,
  symbols: NumberSymbols,
  options: ParseEthAmountOptions = {},
): LocalAmountResult {
  if (input.replace(BIDI_MARKS, '').trim() === '') return { ok: false, problem: 'empty' }
  const read = readAmountText(input, symbols)
  if (!read.ok) return read
  const parsed = parseEthAmount(read.text, options)
  return parsed.ok ? parsed : { ok: false, problem: parsed.problem }
}

const PLAIN_DECIMAL = /^\d*(\.\d*)?$/

/**
 * A plain ASCII decimal ("0.05") written as the language types it, without grouping (de "0,05", fa "۰٫۰۵"): what
 * the amount field's hint and the suggested amounts show, and what parseLocalAmount reads back exactly. Any other
 * text is returned as it is.
 */
export function formatAmountForInput(decimal: string, symbols: NumberSymbols): string {
  if (!PLAIN_DECIMAL.test(decimal)) return decimal
  return [...decimal].map((char) => (char === '.' ? symbols.decimal : (symbols.digits[Number(char)] ?? char))).join('')
}

/** Intl writes at most 20 decimal places (ES2022); an amount with more is written for input instead (still exact). */
const MAX_INTL_DECIMALS = 20
const readingFormats = new Map<string, Intl.NumberFormat>()

/**
 * A plain ASCII decimal for reading in `locale`: its digits, separators and grouping (de "1.234,5", fa "۱٬۲۳۴٫۵"),
 * every decimal kept. Intl gets the decimal string itself (exact since Intl.NumberFormat v3), never a float.
 * Any other text is returned as it is.
 */
export function formatAmountForReading(decimal: string, locale: string): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(decimal)
  if (!match) return decimal
  if ((match[2] ?? '').length > MAX_INTL_DECIMALS) return formatAmountForInput(decimal, numberSymbols(locale))
  let format = readingFormats.get(locale)
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: MAX_INTL_DECIMALS })
    } catch {
      return decimal
    }
    readingFormats.set(locale, format)
  }
  return (format.format as unknown as (value: string) => string)(decimal)
}

/**
 * A whole number as a language writes it inside a sentence, without grouping (the rules' "2048", fa "۲۰۴۸", a chain
 * id): the locale's digits.
 */
export function formatPlainInteger(value: number, locale: string): string {
  if (!Number.isSafeInteger(value) || value < 0) return String(value)
  return formatAmountForInput(String(value), numberSymbols(locale))
}
