import { shortenAddress } from '../../domain/account/shortenAddress'
import type { Chain } from '../../domain/chains/chain'
import type { NoteRow } from '../../domain/creators/receivedNotes'
import { supportAmount } from '../../domain/creators/supportAmount'
import { dateFormat } from '../i18n/dateFormat'
import { useLocale } from '../i18n/useT'

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/** One received note: who, how much on which chain, when, the note as text, and Hide / Show. */
export function StudioNoteRow({ row, chains, onToggle }: { row: NoteRow; chains: readonly Chain[]; onToggle(): void }) {
  const { note, pending, error } = row
  const { locale } = useLocale()
  const { amount, chainName } = supportAmount(note.value, note.chainId, chains, locale)
  const busy = pending !== null
  const label = busy ? (pending ? 'Hiding…' : 'Showing…') : note.hidden ? 'Show' : 'Hide'
  // A date past what Date can hold (the client accepts any safe integer) is left out: formatting it would throw.
  const date = new Date(note.createdAt)
  const dated = Number.isFinite(date.getTime())
  return (
    <article
      className={note.hidden ? 'cs-note cs-note-hidden' : 'cs-note'}
      aria-label={`Note from ${shortenAddress(note.from)}`}
    >
      <p className="cs-note-meta">
        <code title={note.from}>{shortenAddress(note.from)}</code> sent <strong>{amount}</strong> on {chainName}
        {dated && (
          <span className="cs-muted">
            {' · '}
            <time dateTime={date.toISOString()}>{dateFormat(locale, DATE).format(date)}</time>
          </span>
        )}
        {note.hidden && <span className="cs-badge">Hidden</span>}
      </p>
      {note.note ? <p className="cs-note-text cs-break">{note.note}</p> : <p className="cs-muted">No note.</p>}
      <p className="cs-note-actions">
        <button
          type="button"
          className="cs-button cs-button-small"
          aria-disabled={busy || undefined}
          onClick={onToggle}
        >
          {label}
        </button>
        <span className="cs-hint">{note.hidden ? 'Visitors do not see this note.' : 'Visitors see this note.'}</span>
      </p>
      {error && (
        <p className="cs-error-text" role="alert">
          {error}
        </p>
      )}
    </article>
  )
}
