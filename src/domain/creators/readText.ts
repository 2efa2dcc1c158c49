import { graphemeLength } from './graphemeLength'

/** How a free-text field is checked: its length in characters, whether it may hold line breaks. */
export type TextRule = { min: number; max: number; newlines?: boolean | undefined }

// Control characters (Unicode category Cc) break layout and logs; the bidi overrides and isolates reorder what
// follows them, so a name could display as something it is not.
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u
// A character a reader sees: a letter, mark, digit, punctuation or symbol that is not default-ignorable (Unicode
// renders those as nothing: U+3164 HANGUL FILLER, U+115F, U+1160, U+FFA0, variation selectors, the combining grapheme
// joiner) and not U+2800 BRAILLE PATTERN BLANK, a symbol drawn as a blank cell. Format, control, separator and
// unassigned characters are never seen.
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{M}\p{N}\p{P}\p{S}]/u
// No character a reader sees is longer than this in UTF-16 (the longest emoji sequences take 15): past it, the text
// is too long without segmenting it, and text stacked with combining marks cannot grow without bound.
const MAX_UNITS_PER_CHARACTER = 16

/** Why a free-text field cannot be stored, as a stable code (the browser shows each in the reader's language). */
export type TextProblem = 'required' | 'not-text' | 'length' | 'control-characters' | 'invisible'

/** The trimmed text, or every problem with it, by code. */
export type TextCheck = { ok: true; text: string } | { ok: false; problems: readonly TextProblem[] }

/**
 * Whether a reader sees anything of `text`: at least one character that is not format, control, separator or filler
 * (a name of zero-width spaces or U+3164 HANGUL FILLER looks blank and could pass for anyone's).
 * @example hasVisibleCharacter('\u200b\u3164') === false
 */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text)
}

/**
 * Reads a free-text field: a string, trimmed of surrounding white space (which nobody sees and which would let
 * "  " pass as a name), then counted in characters a reader sees. Line breaks, where allowed, are stored as "\n".
 * A field that needs 1 character or more needs one a reader sees (product rules: "Creator profiles").
 * @example checkText(' Ada ', { min: 1, max: 50 }) // { ok: true, text: 'Ada' }
 */
export function checkText(value: unknown, rule: TextRule): TextCheck {
  if (value === undefined) return { ok: false, problems: ['required'] }
  if (typeof value !== 'string') return { ok: false, problems: ['not-text'] }
  const problems: TextProblem[] = []
  let text = value.trim()
  if (rule.newlines) text = text.replace(/\r\n?/g, '\n')
  const length = text.length > rule.max * MAX_UNITS_PER_CHARACTER ? rule.max + 1 : graphemeLength(text, rule.max)
  if (length < rule.min || length > rule.max) problems.push('length')
  if (CONTROL.test(rule.newlines ? text.replaceAll('\n', '') : text)) problems.push('control-characters')
  if (rule.min > 0 && text !== '' && !hasVisibleCharacter(text)) problems.push('invisible')
  return problems.length === 0 ? { ok: true, text } : { ok: false, problems }
}
