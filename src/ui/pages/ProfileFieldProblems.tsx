import { formatAmountForInput, formatPlainInteger, numberSymbols } from '../../domain/account/localNumbers'
import type { Problem } from '../../domain/creators/problem'
import { problemsOf } from '../../domain/creators/profileFields'
import type { ProblemCode } from '../../domain/errors/codes'
import { goals } from '../i18n/en/goals'
import { studio } from '../i18n/en/studio'
import { type Translate, useT } from '../i18n/useT'
import { studioProblemsId } from './studioFieldId'

/**
 * The catalogue key of each problem code: with errorText, the only place a code becomes words. A field the request
 * left out or sent malformed, and a note's problems (the Support form says those itself), read as a form the page
 * could not send.
 */
const PROBLEM_KEYS = {
  fieldMissing: 'studio.problem.unreadable',
  fieldMalformed: 'studio.problem.unreadable',
  noteLength: 'studio.problem.unreadable',
  noteControl: 'studio.problem.unreadable',
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
  amountAmbiguous: 'studio.problem.amountAmbiguous',
  thankYouLength: 'studio.problem.thankYouLength',
  thankYouControl: 'studio.problem.thankYouControl',
} as const satisfies Record<Exclude<ProblemCode, GoalProblemCode>, keyof typeof studio>

/** The codes of a goal's problems (fields `goal`, `goal.*`): worded from the goal's own catalogue area. */
type GoalProblemCode = Extract<ProblemCode, `goal${string}`>

/** A problem with a profile's goal. */
export type GoalProblem = Extract<Problem, { readonly code: GoalProblemCode }>

/** The catalogue key of each goal problem code. */
const GOAL_PROBLEM_KEYS = {
  goalInvalid: 'goal.problem.goalInvalid',
  goalAssetUnknown: 'goal.problem.goalAssetUnknown',
  goalAmountFormat: 'goal.problem.goalAmountFormat',
  goalAmountPositive: 'goal.problem.goalAmountPositive',
  goalAmountDecimals: 'goal.problem.goalAmountDecimals',
  goalAmountTooLarge: 'goal.problem.goalAmountTooLarge',
  goalPeriod: 'goal.problem.goalPeriod',
  goalTitleLength: 'goal.problem.goalTitleLength',
  goalTitleControl: 'goal.problem.goalTitleControl',
  goalTitleInvisible: 'goal.problem.goalTitleInvisible',
} as const satisfies Record<GoalProblemCode, keyof typeof goals>

/** Whether `problem` is one of a goal's. */
export function isGoalProblem(problem: Problem): problem is GoalProblem {
  return Object.hasOwn(GOAL_PROBLEM_KEYS, problem.code)
}

/**
 * A goal problem's sentence in the current language, by its code; `count` is the limit it names, `example` an
 * amount written as the language writes numbers ("12,5" in German).
 */
function goalProblemText(t: Translate<typeof goals>, problem: GoalProblem): string {
  const example = formatAmountForInput('12.5', numberSymbols(t.locale))
  const max = 'params' in problem ? problem.params?.max : undefined
  return t(GOAL_PROBLEM_KEYS[problem.code], { example, ...(max === undefined ? {} : { count: max }) })
}

/**
 * A problem's sentence in the current language, by its code. `max` is the limit written as in the rules, without
 * grouping ("2048"), in the language's digits (fa "۲۰۴۸"); `count` chooses the plural; `example` is an amount as the
 * language types it (de "0,01"), as the Support form's refusals show it.
 */
export function problemText(t: Translate<typeof studio>, problem: Exclude<Problem, GoalProblem>): string {
  const max = 'params' in problem ? problem.params?.max : undefined
  const example = amountExample(t.locale)
  return max === undefined
    ? t(PROBLEM_KEYS[problem.code], { example })
    : t(PROBLEM_KEYS[problem.code], { count: max, max: formatPlainInteger(max, t.locale), example })
}

/** The amount the Studio's hints and refusals show as an example, written as `locale` types it (fa "۰٫۰۱"). */
const amountExample = (locale: string): string => formatAmountForInput('0.01', numberSymbols(locale))

/** The attributes that tie an input to its problems (product rules: "Creator profiles": next to its field). */
export function invalidProps(problems: readonly Problem[], path: string, hint?: string) {
  const invalid = problemsOf(problems, path).length > 0
  const describedBy = [hint, invalid ? studioProblemsId(path) : undefined].filter(Boolean).join(' ')
  return { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy || undefined }
}

/** The problems of one field path, under its input; nothing when it has none. A goal's are worded from its own area. */
export function ProfileFieldProblems({ problems, path }: { problems: readonly Problem[]; path: string }) {
  const t = useT(studio)
  const g = useT(goals)
  const shown = problemsOf(problems, path)
  if (shown.length === 0) return null
  return (
    <ul id={studioProblemsId(path)} className="cs-field-problems cs-error-text">
      {shown.map((problem) => (
        <li key={problem.code}>{isGoalProblem(problem) ? goalProblemText(g, problem) : problemText(t, problem)}</li>
      ))}
    </ul>
  )
}
