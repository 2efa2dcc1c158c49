import { shortenAddress } from '../../domain/account/shortenAddress'
import type { Chain } from '../../domain/chains/chain'
import type { Support } from '../../domain/support/support'
import type { ActionFailure } from '../../domain/errors/failure'
import { supportAmount } from '../../domain/support/supportAmount'
import { errorsWithFailures, failureText } from '../failureText'
import { dateFormat } from '../i18n/dateFormat'
import { studio } from '../i18n/en/studio'
import { useLocale, useT } from '../i18n/useT'

/** One note in the studio's list: the note as the cache holds it, a hide/show in flight, its last failure. */
export type NoteRow = {
  readonly note: Support
  /** The `hidden` asked for while the server has not answered. */
  readonly pending: boolean | null
  readonly error: ActionFailure | null
}

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/** One received note: who, how much on which chain, when, the note as text, and Hide / Show. */
export function StudioNoteRow({ row, chains, onToggle }: { row: NoteRow; chains: readonly Chain[]; onToggle(): void }) {
  const { note, pending, error } = row
  const { locale } = useLocale()
  const t = useT(studio)
  const te = useT(errorsWithFailures)
  const { amount, chainName } = supportAmount(note.amount, note.chainId, chains, locale, note.asset)
  const busy = pending !== null
  const action = note.hidden ? 'studio.note.show' : 'studio.note.hide'
  const label = t(busy ? (pending ? 'studio.note.hiding' : 'studio.note.showing') : action)
  // A date past what Date can hold (the client accepts any safe integer) is left out: formatting it would throw.
  const date = new Date(note.createdAt)
  const dated = Number.isFinite(date.getTime())
  return (
    <article
      className={note.hidden ? 'cs-note cs-note-hidden' : 'cs-note'}
      aria-label={t('studio.note.label', { from: shortenAddress(note.from) })}
    >
      <p className="cs-note-meta">
        {t.rich('studio.note.sent', {
          from: <code title={note.from}>{shortenAddress(note.from)}</code>,
          amount: <strong dir="ltr">{amount}</strong>,
          chain: chainName,
        })}
        {dated && (
          <span className="cs-muted">
            {' · '}
            <time dateTime={date.toISOString()}>{dateFormat(locale, DATE).format(date)}</time>
          </span>
        )}
        {note.hidden && <span className="cs-badge">{t('studio.note.hidden')}</span>}
      </p>
      {note.note ? (
        <p className="cs-note-text cs-break">{note.note}</p>
      ) : (
        <p className="cs-muted">{t('studio.note.empty')}</p>
      )}
      <p className="cs-note-actions">
        <button
          type="button"
          className="cs-button cs-button-small"
          aria-disabled={busy || undefined}
          onClick={onToggle}
        >
          {label}
        </button>
        <span className="cs-hint">{t(note.hidden ? 'studio.note.hiddenHint' : 'studio.note.shownHint')}</span>
      </p>
      {error && (
        <p className="cs-error-text" role="alert">
          {failureText(te, error)}
        </p>
      )}
    </article>
  )
}
