import { graphemeLength } from './graphemeLength'

/** How a free-text field is checked: its name in messages, its length in characters, whether it may hold line breaks. */
export type TextRule = { name: string; min: number; max: number; newlines?: boolean | undefined }

/** The trimmed text, or every message about why it cannot be stored. */
export type TextResult = { ok: true; text: string } | { ok: false; messages: readonly string[] }

// Control characters (Unicode category Cc) break layout and logs; the bidi overrides and isolates reorder what
// follows them, so a name could display as something it is not.
const CONTROL = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u
// No character a reader sees is longer than this in UTF-16 (the longest emoji sequences take 15): past it, the text
// is too long without segmenting it, and text stacked with combining marks cannot grow without bound.
const MAX_UNITS_PER_CHARACTER = 16

/**
 * The sentences a text field's problems are given in (English: the API's own wording): its length is "must be 1 to 50
 * characters", or "must be at most 280 characters" when it may be empty.
 */
export function textMessages({ name, min, max, newlines }: TextRule) {
  return {
    required: `${name} is required`,
    notText: `${name} must be text`,
    length: min > 0 ? `${name} must be ${min} to ${max} characters` : `${name} must be at most ${max} characters`,
    control: `${name} cannot contain control characters${newlines ? ' other than line breaks' : ''}`,
  }
}

/**
 * Reads a free-text field: a string, trimmed of surrounding white space (which nobody sees and which would let
 * "  " pass as a name), then counted in characters a reader sees. Line breaks, where allowed, are stored as "\n".
 * @example readText(' Ada ', { name: 'Display name', min: 1, max: 50 }) // { ok: true, text: 'Ada' }
 */
export function readText(value: unknown, rule: TextRule): TextResult {
  const sentences = textMessages(rule)
  if (value === undefined) return { ok: false, messages: [sentences.required] }
  if (typeof value !== 'string') return { ok: false, messages: [sentences.notText] }
  const messages: string[] = []
  let text = value.trim()
  if (rule.newlines) text = text.replace(/\r\n?/g, '\n')
  const length = text.length > rule.max * MAX_UNITS_PER_CHARACTER ? rule.max + 1 : graphemeLength(text, rule.max)
  if (length < rule.min || length > rule.max) messages.push(sentences.length)
  if (CONTROL.test(rule.newlines ? text.replaceAll('\n', '') : text)) messages.push(sentences.control)
  return messages.length === 0 ? { ok: true, text } : { ok: false, messages }
}
