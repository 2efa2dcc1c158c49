import type { CreatorGoal } from '../../domain/creators/creatorGoal'
import { type GoalProgress, goalPeriodStart, sumAssetAmounts } from '../../domain/creators/goalProgress'
import type { Address } from '../../domain/shared/hex'
import type { CreatorStore } from '../../ports/creatorStore'

/**
 * How far the creator's goal is at `now`: every support in its asset on the configured chains (`chainIds`), hidden
 * ones too, over its period (this calendar month in UTC, or ever), summed by the store; null without a goal.
 * @example await readGoalProgress(store, creator, { asset: 'USDC', amount: '100', period: 'month', title }, [8453], now) // { reached: '5', since }
 */
export async function readGoalProgress(
  store: Pick<CreatorStore, 'sumSupports'>,
  creator: Address,
  goal: CreatorGoal | undefined,
  chainIds: readonly number[],
  now: number,
): Promise<GoalProgress | null> {
  if (!goal) return null
  const since = goalPeriodStart(goal.period, now)
  const sums = await store.sumSupports(creator, { symbol: goal.asset, chainIds, since })
  return { reached: sumAssetAmounts(sums), since }
}
