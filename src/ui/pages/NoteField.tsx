import { useId } from 'react'
import { graphemeLength } from '../../domain/creators/graphemeLength'

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
  const ids = { input: useId(), count: useId(), error: useId() }
  const count = graphemeLength(value.trim())
  return (
    <>
      <label htmlFor={ids.input}>Note (optional)</label>
      <input
        id={ids.input}
        className="cs-input"
        type="text"
        autoComplete="off"
        placeholder="Say thanks, in a line"
        value={value}
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.count} ${ids.error}` : ids.count}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={ids.count} className={count > NOTE_MAX ? 'cs-hint cs-error-text' : 'cs-hint'}>
        {count}/{NOTE_MAX} characters. The Supporters wall lists your address, amount and note.
      </p>
      {error && (
        <p id={ids.error} className="cs-error-text" role="alert">
          {error}
        </p>
      )}
    </>
  )
}
