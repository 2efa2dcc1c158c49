import { formatAmountForReading } from '../../domain/account/localNumbers'
import type { CreatorGoal } from '../../domain/creators/creatorGoal'
import { type GoalProgress, goalPercent } from '../../domain/creators/goalProgress'
import { goals } from '../i18n/en/goals'
import { useT } from '../i18n/useT'

/** The whole percent as the language writes it ("5 %" in German, "5%" in English, "٪٥" in Arabic). */
function percentText(percent: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100)
  } catch {
    return `${percent}%`
  }
}

/**
 * A creator's goal on their page (product rules: "Creator profiles"): its title, a progress bar (`role="progressbar"`,
 * from 0 to the goal's amount, its value what was reached, capped at the goal, and its text the sentence shown), and
 * what was reached of it this month or in total, in the visitor's language and number format. `progress` is the
 * server's count over every support, never a page of them.
 */
export function CreatorGoalBar({ goal, progress }: { goal: CreatorGoal; progress: GoalProgress }) {
  const t = useT(goals)
  const percent = goalPercent(goal, progress.reached)
  const target = Number(goal.amount)
  const amounts = t(goal.period === 'month' ? 'goal.page.month' : 'goal.page.total', {
    reached: formatAmountForReading(progress.reached, t.locale),
    goal: formatAmountForReading(goal.amount, t.locale),
    asset: goal.asset,
  })
  const percentShown = percentText(percent, t.locale)
  return (
    <div className="cs-goal">
      <p className="cs-goal-label cs-hint">{t('goal.page.label')}</p>
      <p id="creator-goal-title" className="cs-goal-title cs-break">
        {goal.title}
      </p>
      <div
        className="cs-goal-bar"
        role="progressbar"
        aria-labelledby="creator-goal-title"
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={Math.min(Number(progress.reached), target)}
        aria-valuetext={t('goal.page.valueText', { amounts, percent: percentShown })}
      >
        <span className="cs-goal-fill" style={{ inlineSize: `${Math.min(percent, 100)}%` }} />
      </div>
      <p className="cs-goal-figures">
        <span>{amounts}</span> <strong>{percentShown}</strong>
      </p>
    </div>
  )
}
