import { type ReactNode, useId } from 'react'
import { creators } from '../i18n/en/creators'
import { useT } from '../i18n/useT'

export type AmountFieldProps = {
  symbol: string
  value: string
  /** The visitor's balance, formatted with its symbol, or undefined while unknown. */
  balance: string | undefined
  /** The hint inside the empty input: an amount as the visitor's language writes it (de "0,01"). */
  placeholder: string
  error: string | null
  busy: boolean
  onChange(value: string): void
  /** Shown between the label and the input: the creator's suggested amounts. */
  choices?: ReactNode
}

/** The labelled amount input, the balance hint and the validation message (the form draws its send button). */
export function AmountField({ symbol, value, balance, placeholder, error, busy, onChange, choices }: AmountFieldProps) {
  const t = useT(creators)
  const ids = { input: useId(), hint: useId(), error: useId() }
  return (
    <>
      <label htmlFor={ids.input}>{t('creators.amount.label', { symbol })}</label>
      {choices}
      <input
        id={ids.input}
        className="cs-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={ids.hint} className="cs-hint">
        {t('creators.amount.balance', { balance: balance ?? '…' })}
      </p>
      {error && (
        <p id={ids.error} className="cs-error-text" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
