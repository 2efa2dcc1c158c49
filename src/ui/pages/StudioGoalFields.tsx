import { useState } from 'react'
import { formatAmountForInput, numberSymbols, readAmountText } from '../../domain/account/localNumbers'
import { GOAL_PERIODS, GOAL_TITLE_RULE } from '../../domain/creators/creatorGoal'
import type { Problem } from '../../domain/creators/problem'
import type { ProfileAsset } from '../../domain/creators/profileAssets'
import type { FieldEdit, GoalFields } from '../../domain/creators/profileFields'
import { goals } from '../i18n/en/goals'
import { useT } from '../i18n/useT'
import { invalidProps, ProfileFieldProblems } from './ProfileFieldProblems'
import { studioFieldId } from './studioFieldId'

/** The asset a new goal starts in: the first accepted token (supporters' usual currency for a goal), else the first. */
function firstAsset(assets: readonly ProfileAsset[]): string {
  return (assets.find((asset) => asset.symbol !== 'ETH') ?? assets[0])?.symbol ?? 'ETH'
}

/**
 * The profile form's goal (product rules: "Creator profiles"): none, with "Set a goal"; or its title, its amount
 * typed as the creator's language writes numbers (read into a plain decimal as the Support form reads one), its
 * currency among the accepted ones and how it is counted, each with its problems, and "Remove the goal".
 */
type GoalFieldsProps = {
  goal: GoalFields | undefined
  assets: readonly ProfileAsset[]
  problems: readonly Problem[]
  edit(change: FieldEdit): void
}

export function StudioGoalFields(props: GoalFieldsProps) {
  const { goal, assets, problems, edit } = props
  const t = useT(goals)
  return (
    <fieldset className="cs-fieldset" aria-describedby="profile-goal-hint">
      <legend>{t('goal.form.legend')}</legend>
      <p id="profile-goal-hint" className="cs-hint">
        {t('goal.form.hint')}
      </p>
      {goal ? (
        <GoalRows {...props} goal={goal} />
      ) : (
        <button
          type="button"
          className="cs-button cs-button-small"
          onClick={() => edit({ type: 'add-goal', asset: firstAsset(assets) })}
        >
          {t('goal.form.add')}
        </button>
      )}
      <ProfileFieldProblems problems={problems} path="goal" />
    </fieldset>
  )
}

function GoalRows({ goal, assets, problems, edit }: GoalFieldsProps & { goal: GoalFields }) {
  const t = useT(goals)
  const symbols = numberSymbols(t.locale)
  // What the creator typed, shown as typed while it reads as the form's amount; the form's own amount otherwise (a
  // stored goal, or the server's canonical copy after a save).
  const [typed, setTyped] = useState('')
  const read = readAmountText(typed, symbols)
  const shown =
    (read.ok ? plainDecimal(read.text) : typed) === goal.amount ? typed : formatAmountForInput(goal.amount, symbols)
  const set = (part: keyof GoalFields) => (e: { target: { value: string } }) =>
    edit({ type: 'set-goal', part, value: e.target.value })
  const setAmount = (e: { target: { value: string } }) => {
    const text = e.target.value
    const amount = readAmountText(text, symbols)
    setTyped(text)
    edit({ type: 'set-goal', part: 'amount', value: amount.ok ? plainDecimal(amount.text) : text })
  }
  return (
    <>
      <div className="cs-field">
        <label htmlFor={studioFieldId('goal.title')}>{t('goal.form.title')}</label>
        <input
          id={studioFieldId('goal.title')}
          className="cs-input"
          autoComplete="off"
          value={goal.title}
          onChange={set('title')}
          {...invalidProps(problems, 'goal.title', 'profile-goal-title-hint')}
        />
        <p id="profile-goal-title-hint" className="cs-hint">
          {t('goal.form.titleHint', { count: GOAL_TITLE_RULE.max })}
        </p>
        <ProfileFieldProblems problems={problems} path="goal.title" />
      </div>
      <div className="cs-field">
        <label htmlFor={studioFieldId('goal.amount')}>{t('goal.form.amount')}</label>
        <input
          id={studioFieldId('goal.amount')}
          className="cs-input"
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          onChange={setAmount}
          {...invalidProps(problems, 'goal.amount')}
        />
        <ProfileFieldProblems problems={problems} path="goal.amount" />
      </div>
      <div className="cs-field">
        <label htmlFor={studioFieldId('goal.asset')}>{t('goal.form.asset')}</label>
        <select
          id={studioFieldId('goal.asset')}
          className="cs-input"
          value={goal.asset}
          onChange={set('asset')}
          {...invalidProps(problems, 'goal.asset')}
        >
          {!assets.some((asset) => asset.symbol === goal.asset) && <option value={goal.asset}>{goal.asset}</option>}
          {assets.map((asset) => (
            <option key={asset.symbol} value={asset.symbol}>
              {asset.symbol}
            </option>
          ))}
        </select>
        <ProfileFieldProblems problems={problems} path="goal.asset" />
      </div>
      <div className="cs-field">
        <label htmlFor={studioFieldId('goal.period')}>{t('goal.form.period')}</label>
        <select
          id={studioFieldId('goal.period')}
          className="cs-input"
          value={goal.period}
          onChange={set('period')}
          {...invalidProps(problems, 'goal.period')}
        >
          {GOAL_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(period === 'month' ? 'goal.form.month' : 'goal.form.total')}
            </option>
          ))}
        </select>
        <ProfileFieldProblems problems={problems} path="goal.period" />
      </div>
      <button type="button" className="cs-button cs-button-small" onClick={() => edit({ type: 'remove-goal' })}>
        {t('goal.form.remove')}
      </button>
    </>
  )
}

/** ".5" and "5." as the API reads amounts: "0.5", "5". */
function plainDecimal(text: string): string {
  const completed = text.startsWith('.') ? `0${text}` : text
  return completed.endsWith('.') ? completed.slice(0, -1) : completed
}
