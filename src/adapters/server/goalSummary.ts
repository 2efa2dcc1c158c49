import { formatAmountForReading } from '../../domain/account/localNumbers'
import type { CreatorGoal } from '../../domain/creators/creatorGoal'
import { type GoalProgress, goalPercent } from '../../domain/creators/goalProgress'

/** A goal as a picture or a preview says it, in English (they are read before the app and its catalogue run). */
export type GoalSummary = {
  /** "Rent: 5 of 100 USDC this month (5%)". */
  readonly line: string
  /** The whole percent reached, rounded down (may pass 100). */
  readonly percent: number
}

/**
 * The goal and how far it is, in one English line.
 * @example goalSummary({ asset: 'USDC', amount: '100', period: 'month', title: 'Rent' }, { reached: '5', since }).line === 'Rent: 5 of 100 USDC this month (5%)'
 */
export function goalSummary(goal: CreatorGoal, progress: GoalProgress): GoalSummary {
  const percent = goalPercent(goal, progress.reached)
  const reached = formatAmountForReading(progress.reached, 'en')
  const target = formatAmountForReading(goal.amount, 'en')
  const period = goal.period === 'month' ? 'this month' : 'in total'
  return { line: `${goal.title}: ${reached} of ${target} ${goal.asset} ${period} (${percent}%)`, percent }
}
