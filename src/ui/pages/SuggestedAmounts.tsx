import { formatAmountForInput, type NumberSymbols } from '../../domain/account/localNumbers'
import { creators } from '../i18n/en/creators'
import { useT } from '../i18n/useT'

/**
 * The creator's suggested amounts as one-click choices that fill the amount field (product rules: "Creator profiles"),
 * written as the visitor's language types numbers (`numerals`; as stored without).
 */
export function SuggestedAmounts({
  amounts,
  symbol,
  value,
  numerals,
  busy,
  onChoose,
}: {
  amounts: readonly string[]
  symbol: string
  value: string
  numerals?: NumberSymbols | undefined
  busy: boolean
  onChoose(amount: string): void
}) {
  const t = useT(creators)
  if (amounts.length === 0) return null
  return (
    <fieldset className="cs-amount-choices">
      <legend className="cs-visually-hidden">{t('creators.amount.suggested')}</legend>
      {amounts.map((amount) => {
        const shown = numerals ? formatAmountForInput(amount, numerals) : amount
        return (
          <button
            key={amount}
            type="button"
            className="cs-button cs-button-small"
            aria-pressed={value.trim() === shown || value.trim() === amount}
            disabled={busy}
            onClick={() => onChoose(shown)}
          >
            {shown} {symbol}
          </button>
        )
      })}
    </fieldset>
  )
}
