import type { Problem } from './problem'
import { readText, type TextRule } from './readText'

/** The note to store, or every problem with it. */
export type SupportNoteTextResult = { ok: true; note: string } | { ok: false; problems: readonly Problem[] }

/** One line: a note is shown in a list beside the supporter's name. */
const NOTE: TextRule = { name: 'Note', min: 0, max: 140 }

/**
 * Checks the note a supporter writes with their support: text of at most 140 characters without control
 * characters, trimmed; empty is fine. Never throws.
 * @example validateSupportNoteText(' Thanks! ') // { ok: true, note: 'Thanks!' }
 */
export function validateSupportNoteText(note: unknown): SupportNoteTextResult {
  const result = readText(note, NOTE)
  return result.ok
    ? { ok: true, note: result.text }
    : { ok: false, problems: result.messages.map((message) => ({ field: 'note', message })) }
}
