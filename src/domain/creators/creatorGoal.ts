import { SUPPORT_TOKEN_SYMBOL } from '../chains/supportTokens'
import type { ProfileAsset } from './profileAssets'
import type { Problem } from './problem'
import { decimalsMessage, ETH_AMOUNT_MESSAGES, MAX_ASSET_DECIMALS, readAssetAmount } from './readEthAmount'
import { readText, type TextRule } from './readText'

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
export const GOAL_TITLE_RULE = { name: 'Goal title', min: 1, max: 60 } as const satisfies TextRule

/** Why a goal was refused, in the API's English (the UI shows its own wording for each code: profileProblems). */
export const GOAL_MESSAGES = {
  notGoal: 'Goal must be an object with asset, amount, period and title, or null',
  assetUnknown: 'Goal can only be in an accepted currency',
  amountFormat: 'Goal amount must be a number like 100',
  amountPositive: 'Goal amount must be greater than 0',
  amountTooLarge: 'Goal amount is too large',
  period: 'Goal period must be month or total',
} as const

/** The sentence refusing a goal amount with more decimals than its asset has. */
export function goalDecimalsMessage(decimals: number): string {
  return `Goal amount can have at most ${decimals} decimal place${decimals === 1 ? '' : 's'}`
}

export type GoalResult = { ok: true; goal: CreatorGoal | null } | { ok: false; problems: readonly Problem[] }

function member(value: object, key: string): unknown {
  try {
    return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined
  } catch {
    return undefined
  }
}

/** The goal amount's problem in the goal's own words (readAssetAmount speaks of suggested amounts). */
function amountMessage(message: string, decimals: number): string {
  if (message === ETH_AMOUNT_MESSAGES.positive) return GOAL_MESSAGES.amountPositive
  if (message === ETH_AMOUNT_MESSAGES.tooLarge) return GOAL_MESSAGES.amountTooLarge
  if (message === decimalsMessage(decimals)) return goalDecimalsMessage(decimals)
  return GOAL_MESSAGES.amountFormat
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
    return { ok: false, problems: [{ field: 'goal', message: GOAL_MESSAGES.notGoal }] }
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
  if (!asset) problems.push({ field: 'goal.asset', message: GOAL_MESSAGES.assetUnknown })
  const amount = readAssetAmount(member(value, 'amount'), asset?.decimals ?? MAX_ASSET_DECIMALS)
  if (!amount.ok)
    problems.push({
      field: 'goal.amount',
      message: amountMessage(amount.message, asset?.decimals ?? MAX_ASSET_DECIMALS),
    })
  const period = member(value, 'period')
  const periodOk = period === 'month' || period === 'total'
  if (!periodOk) problems.push({ field: 'goal.period', message: GOAL_MESSAGES.period })
  const title = readText(member(value, 'title'), GOAL_TITLE_RULE)
  if (!title.ok) for (const message of title.messages) problems.push({ field: 'goal.title', message })
  if (problems.length > 0 || !asset || !amount.ok || !periodOk || !title.ok) return { ok: false, problems }
  return { ok: true, goal: { asset: asset.symbol, amount: amount.text, period, title: title.text } }
}
