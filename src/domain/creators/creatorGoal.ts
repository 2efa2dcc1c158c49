import { SUPPORT_TOKEN_SYMBOL } from '../chains/supportTokens'
import type { ProfileAsset } from './profileAssets'
import type { Problem } from './problem'
import { MAX_ASSET_DECIMALS, readAssetAmount, type StoredAmountProblem } from './readEthAmount'
import { type ProfileTextRule, textProblem } from './profileTextRule'
import { checkText } from './readText'

/** Over what a goal counts supports: the current calendar month (UTC), or every support ever. */
export type GoalPeriod = 'month' | 'total'

export const GOAL_PERIODS: readonly GoalPeriod[] = ['month', 'total']

/**
 * What a creator aims to receive (product rules: "Creator profiles"): `amount` of the asset `asset` (a symbol, as
 * suggested amounts name it) per `period`, shown under `title`. `amount` is a canonical plain decimal above 0 in
 * the asset's decimals.
 */
export type CreatorGoal = {
  readonly asset: string
  readonly amount: string
  readonly period: GoalPeriod
  readonly title: string
}

/** A goal's title is read like the profile's other one-line texts: 1 to 60 characters a reader sees. */
export const GOAL_TITLE_RULE = {
  min: 1,
  max: 60,
  codes: { length: 'goalTitleLength', control: 'goalTitleControl', invisible: 'goalTitleInvisible' },
} as const satisfies ProfileTextRule

export type GoalResult = { ok: true; goal: CreatorGoal | null } | { ok: false; problems: readonly Problem[] }

function member(value: object, key: string): unknown {
  try {
    return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined
  } catch {
    return undefined
  }
}

/** The goal amount's problem under the goal's own code (readAssetAmount's codes speak of suggested amounts). */
function amountProblem(problem: StoredAmountProblem): Problem {
  const field = 'goal.amount'
  switch (problem.code) {
    case 'amountPositive':
      return { field, code: 'goalAmountPositive' }
    case 'amountTooLarge':
      return { field, code: 'goalAmountTooLarge' }
    case 'amountDecimals':
      return { field, code: 'goalAmountDecimals', params: { max: problem.params.max } }
    default:
      return { field, code: 'goalAmountFormat' }
  }
}

/**
 * Reads a profile's `goal`: absent or null is no goal; otherwise an object whose asset is one of `assets` (without
 * them, any well-formed symbol, in up to 36 decimals: a profile the server already checked), whose amount is above 0
 * in that asset's decimals, whose period is `month` or `total` and whose title is 1 to 60 characters. Every problem is
 * returned at once, each naming its field (`goal.amount`). Never throws.
 * @example readGoal({ asset: 'USDC', amount: '100.0', period: 'month', title: 'Rent' }, assets) // { ok: true, goal: { asset: 'USDC', amount: '100', period: 'month', title: 'Rent' } }
 */
export function readGoal(value: unknown, assets?: readonly ProfileAsset[] | undefined): GoalResult {
  if (value === undefined || value === null) return { ok: true, goal: null }
  if (typeof value !== 'object' || Array.isArray(value))
    return { ok: false, problems: [{ field: 'goal', code: 'goalInvalid' }] }
  const problems: Problem[] = []
  const symbol = member(value, 'asset')
  const asset =
    typeof symbol !== 'string'
      ? undefined
      : assets
        ? assets.find((candidate) => candidate.symbol === symbol)
        : SUPPORT_TOKEN_SYMBOL.test(symbol)
          ? { symbol, decimals: MAX_ASSET_DECIMALS }
          : undefined
  if (!asset) problems.push({ field: 'goal.asset', code: 'goalAssetUnknown' })
  const amount = readAssetAmount(member(value, 'amount'), asset?.decimals ?? MAX_ASSET_DECIMALS)
  if (!amount.ok) problems.push(amountProblem(amount.problem))
  const period = member(value, 'period')
  const periodOk = period === 'month' || period === 'total'
  if (!periodOk) problems.push({ field: 'goal.period', code: 'goalPeriod' })
  const title = checkText(member(value, 'title'), GOAL_TITLE_RULE)
  if (!title.ok)
    for (const problem of title.problems) problems.push(textProblem('goal.title', problem, GOAL_TITLE_RULE))
  if (problems.length > 0 || !asset || !amount.ok || !periodOk || !title.ok) return { ok: false, problems }
  return { ok: true, goal: { asset: asset.symbol, amount: amount.text, period, title: title.text } }
}
