import { creators } from '../i18n/en/creators'
import { useT } from '../i18n/useT'

/** The creator's suggested amounts as one-click choices that fill the amount field (product rules: "Creator profiles"). */
export function SuggestedAmounts({
  amounts,
  symbol,
  value,
  busy,
  onChoose,
}: {
  amounts: readonly string[]
  symbol: string
  value: string
  busy: boolean
  onChoose(amount: string): void
}) {
  const t = useT(creators)
  if (amounts.length === 0) return null
  return (
    <fieldset className="cs-amount-choices">
      <legend className="cs-visually-hidden">{t('creators.amount.suggested')}</legend>
      {amounts.map((amount) => (
        <button
          key={amount}
          type="button"
          className="cs-button cs-button-small"
          aria-pressed={value.trim() === amount}
          disabled={busy}
          onClick={() => onChoose(amount)}
        >
          {amount} {symbol}
        </button>
      ))}
    </fieldset>
  )
}
