import { formatPlainInteger } from '../../domain/account/localNumbers'
import type { Problem } from '../../domain/creators/problem'
import {
  type GoalProblemCode,
  isGoalProblemCode,
  type ProfileProblemCode,
  profileProblemCode,
} from '../../domain/creators/profileProblems'
import { problemsOf } from '../../domain/creators/profileFields'
import { studio } from '../i18n/en/studio'
import { type Translate, useT } from '../i18n/useT'
import { studioProblemsId } from './studioFieldId'

/** The catalogue key of each profile problem code. */
const PROBLEM_KEYS = {
  displayNameLength: 'studio.problem.displayNameLength',
  displayNameControl: 'studio.problem.displayNameControl',
  displayNameInvisible: 'studio.problem.displayNameInvisible',
  bioLength: 'studio.problem.bioLength',
  bioControl: 'studio.problem.bioControl',
  linksTooMany: 'studio.problem.linksTooMany',
  linkIncomplete: 'studio.problem.linkIncomplete',
  linkLabelLength: 'studio.problem.linkLabelLength',
  linkLabelControl: 'studio.problem.linkLabelControl',
  linkLabelInvisible: 'studio.problem.linkLabelInvisible',
  linkUrlTooLong: 'studio.problem.linkUrlTooLong',
  linkUrlInvalid: 'studio.problem.linkUrlInvalid',
  linkUrlNotHttps: 'studio.problem.linkUrlNotHttps',
  linkUrlCredentials: 'studio.problem.linkUrlCredentials',
  accentColorFormat: 'studio.problem.accentColorFormat',
  amountsTooMany: 'studio.problem.amountsTooMany',
  amountsDuplicate: 'studio.problem.amountsDuplicate',
  amountsAssetUnknown: 'studio.problem.amountsAssetUnknown',
  amountFormat: 'studio.problem.amountFormat',
  amountPositive: 'studio.problem.amountPositive',
  amountDecimals: 'studio.problem.amountDecimals',
  amountTooLarge: 'studio.problem.amountTooLarge',
  thankYouLength: 'studio.problem.thankYouLength',
  thankYouControl: 'studio.problem.thankYouControl',
} as const satisfies Record<Exclude<ProfileProblemCode, GoalProblemCode>, keyof typeof studio>

/**
 * A problem's sentence in the current language: by its code, else as given (a problem the form cannot meet, or one
 * the API words differently). `max` is the limit written as in the rules, without grouping ("2048"), in the language's digits (fa "۲۰۴۸").
 */
export function problemText(t: Translate<typeof studio>, message: string): string {
  const coded = profileProblemCode(message)
  // A goal's problems are worded by the goal's fields (StudioGoalFields), in their own catalogue.
  if (!coded || isGoalProblemCode(coded.code)) return message
  const { code, count } = coded
  return count === undefined
    ? t(PROBLEM_KEYS[code])
    : t(PROBLEM_KEYS[code], { count, max: formatPlainInteger(count, t.locale) })
}

/** The attributes that tie an input to its problems (product rules: "Creator profiles": next to its field). */
export function invalidProps(problems: readonly Problem[], path: string, hint?: string) {
  const invalid = problemsOf(problems, path).length > 0
  const describedBy = [hint, invalid ? studioProblemsId(path) : undefined].filter(Boolean).join(' ')
  return { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy || undefined }
}

/**
 * The problems of one field path, under its input; nothing when it has none. `text` words a problem (problemText by
 * default; a part of the form with its own catalogue gives its own).
 */
export function ProfileFieldProblems({
  problems,
  path,
  text,
}: {
  problems: readonly Problem[]
  path: string
  text?: ((message: string) => string) | undefined
}) {
  const t = useT(studio)
  const messages = problemsOf(problems, path)
  if (messages.length === 0) return null
  return (
    <ul id={studioProblemsId(path)} className="cs-field-problems cs-error-text">
      {messages.map((message) => (
        <li key={message}>{text ? text(message) : problemText(t, message)}</li>
      ))}
    </ul>
  )
}
