import type { Problem } from './problem'
import { checkText, type TextProblem, type TextRule } from './readText'

/** The note to store, or every problem with it. */
export type SupportNoteTextResult = { ok: true; note: string } | { ok: false; problems: readonly Problem[] }

/**
 * What can be wrong with a note typed in the page's field (always text, and it may be empty, so it needs no visible
 * character): too long, or control characters in it.
 */
export type SupportNoteProblem = Exclude<TextProblem, 'required' | 'not-text' | 'invisible'>

/** The note to store, or every problem with it, by code (the page shows each in the visitor's language). */
export type SupportNoteTextCheck = { ok: true; note: string } | { ok: false; problems: readonly SupportNoteProblem[] }

/** One line: a note is shown in a list beside the supporter's name. */
const NOTE: TextRule = { min: 0, max: 140 }

function noteProblem(problem: TextProblem): Problem {
  switch (problem) {
    case 'required':
      return { field: 'note', code: 'fieldMissing' }
    case 'length':
      return { field: 'note', code: 'noteLength', params: { max: NOTE.max } }
    case 'control-characters':
      return { field: 'note', code: 'noteControl' }
    default:
      // Not text (a note may be blank, so never invisible).
      return { field: 'note', code: 'fieldMalformed' }
  }
}

/**
 * Checks the note a supporter writes with their support: text of at most 140 characters without control
 * characters, trimmed; empty is fine. Never throws.
 * @example validateSupportNoteText(' Thanks! ') // { ok: true, note: 'Thanks!' }
 */
export function validateSupportNoteText(note: unknown): SupportNoteTextResult {
  const result = checkText(note, NOTE)
  if (result.ok) return { ok: true, note: result.text }
  return { ok: false, problems: result.problems.map(noteProblem) }
}

/**
 * {@link validateSupportNoteText} for the text of the page's note field, with each problem as a code.
 * @example checkSupportNoteText('a'.repeat(141)) // { ok: false, problems: ['length'] }
 */
export function checkSupportNoteText(note: string): SupportNoteTextCheck {
  const result = checkText(note, NOTE)
  if (result.ok) return { ok: true, note: result.text }
  return {
    ok: false,
    problems: result.problems.filter(
      (p): p is SupportNoteProblem => p !== 'required' && p !== 'not-text' && p !== 'invisible',
    ),
  }
}
