import type { ProblemCode } from '../errors/codes'
import type { Problem } from './problem'
import type { TextProblem, TextRule } from './readText'

/**
 * A free-text field's rule and the codes of its problems. A field that may be blank is never found invisible, so it
 * has no code for it.
 */
export type ProfileTextRule = TextRule & {
  codes: {
    length: Extract<ProblemCode, `${string}Length`>
    control: Extract<ProblemCode, `${string}Control`>
    invisible?: Extract<ProblemCode, `${string}Invisible`>
  }
}

/** A text field's problem as the profile reports it. */
export function textProblem(field: string, problem: TextProblem, rule: ProfileTextRule): Problem {
  switch (problem) {
    case 'required':
      return { field, code: 'fieldMissing' }
    case 'not-text':
      return { field, code: 'fieldMalformed' }
    case 'length':
      return { field, code: rule.codes.length, params: { max: rule.max } }
    case 'control-characters':
      return { field, code: rule.codes.control }
    case 'invisible':
      return { field, code: rule.codes.invisible ?? 'fieldMalformed' }
  }
}
