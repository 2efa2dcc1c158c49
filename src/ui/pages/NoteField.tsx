import { useId } from 'react'
import { graphemeLength } from '../../domain/creators/graphemeLength'
import { creators } from '../i18n/en/creators'
import { useT } from '../i18n/useT'

/** product rules: "Support notes": at most 140 characters. */
export const NOTE_MAX = 140

/** "Note (optional)": one line of text left with the support, its character count and its validation message. */
export function NoteField({
  value,
  error,
  busy,
  onChange,
}: {
  value: string
  error: string | null
  busy: boolean
  onChange(value: string): void
}) {
  const t = useT(creators)
  const ids = { input: useId(), count: useId(), error: useId() }
  const count = graphemeLength(value.trim())
  return (
    <>
      <label htmlFor={ids.input}>{t('creators.note.label')}</label>
      <input
        id={ids.input}
        className="cs-input"
        type="text"
        autoComplete="off"
        placeholder={t('creators.note.placeholder')}
        value={value}
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.count} ${ids.error}` : ids.count}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={ids.count} className={count > NOTE_MAX ? 'cs-hint cs-error-text' : 'cs-hint'}>
        {t('creators.note.count', { count, max: NOTE_MAX })}
      </p>
      {error && (
        <p id={ids.error} className="cs-error-text" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
