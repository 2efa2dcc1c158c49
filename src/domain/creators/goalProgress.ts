import { toDecimalString } from '../account/decimalString'
import type { CreatorGoal, GoalPeriod } from './creatorGoal'

/** Base units summed per decimals: one asset symbol may have other decimals on another chain. */
export type AssetSum = { readonly decimals: number; readonly amount: string }

/**
 * How far a goal is: `reached`, the supports in the goal's asset over its period as an exact plain decimal in the
 * asset's units ("5", "0.25"), and `since`, where the period starts (ms since the epoch; 0 for `total`).
 */
export type GoalProgress = { readonly reached: string; readonly since: number }

/**
 * Where a goal's period starts at `now`: the first millisecond of the calendar month in UTC, or 0 for every support.
 * @example goalPeriodStart('month', Date.UTC(2026, 11, 3, 16)) === Date.UTC(2026, 11, 1)
 */
export function goalPeriodStart(period: GoalPeriod, now: number): number {
  if (period === 'total') return 0
  const date = new Date(now)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
}

/**
 * The sums of one asset added exactly, as a plain decimal in its units (trailing zeros dropped).
 * @example sumAssetAmounts([{ decimals: 6, amount: '5000000' }, { decimals: 18, amount: '250000000000000000' }]) === '5.25'
 */
export function sumAssetAmounts(sums: readonly AssetSum[]): string {
  const scale = Math.max(0, ...sums.map((sum) => sum.decimals))
  const total = sums.reduce((acc, sum) => acc + BigInt(sum.amount) * 10n ** BigInt(scale - sum.decimals), 0n)
  return toDecimalString(total, scale)
}

/** A plain decimal as an integer at `scale` decimals (extra decimals cut). */
function scaled(decimal: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'))
}

/**
 * The whole percent of the goal reached, rounded down (a goal shows 100 only once it is met; past it, more than 100).
 * @example goalPercent({ amount: '100' }, '5') === 5
 */
export function goalPercent(goal: Pick<CreatorGoal, 'amount'>, reached: string): number {
  const scale = Math.max(goal.amount.split('.')[1]?.length ?? 0, reached.split('.')[1]?.length ?? 0)
  const target = scaled(goal.amount, scale)
  if (target <= 0n) return 0
  return Number((scaled(reached, scale) * 100n) / target)
}
