import { noteKey, RECEIVED_NOTES_INITIAL, receivedNotes } from '../../domain/creators/receivedNotes'
import { RECEIVED_TOTALS_INITIAL, receivedTotals } from '../../domain/creators/receivedTotals'
import { useFocusFirstAdded } from '../hooks/useFocusFirstAdded'
import { useMachine } from '../hooks/useMachine'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'
import { type StudioWiring, useServices } from '../servicesContext'
import { StudioNoteRow } from './StudioNoteRow'
import { StudioSupportTotals } from './StudioSupportTotals'
import { RetryNotice } from './RetryNotice'

/**
 * "Support received": totals per chain and every note left with support to this creator, hidden ones included and
 * marked (product rules: "Support notes", "Studio"), newest first, with Hide / Show on each.
 */
export function StudioSupportReceived({ wiring }: { wiring: StudioWiring }) {
  const { chains } = useServices()
  const t = useT(studio)
  const [notes, send] = useMachine(receivedNotes, RECEIVED_NOTES_INITIAL, wiring.receivedNotes)
  const [totals, sendTotals] = useMachine(receivedTotals, RECEIVED_TOTALS_INITIAL, wiring.receivedTotals)
  const load = () => send({ type: 'pageRequested' })
  const { list, expectMore } = useFocusFirstAdded<HTMLUListElement>(notes.rows.length)
  const showMore = () => {
    expectMore()
    load()
  }
  return (
    <section className="cs-card" aria-labelledby="studio-received-title">
      <h2 id="studio-received-title">{t('studio.received.title')}</h2>
      <StudioSupportTotals totals={totals} chains={chains} onRetry={() => sendTotals({ type: 'requested' })} />
      <h3 id="studio-notes-title">{t('studio.received.notesTitle')}</h3>
      {notes.loaded && notes.rows.length === 0 && <p>{t('studio.received.noNotes')}</p>}
      {notes.rows.length > 0 && (
        <ul className="cs-notes" aria-labelledby="studio-notes-title" ref={list}>
          {notes.rows.map((row) => {
            const key = noteKey(row.note)
            return (
              <li key={key} tabIndex={-1}>
                <StudioNoteRow row={row} chains={chains} onToggle={() => send({ type: 'toggled', key })} />
              </li>
            )
          })}
        </ul>
      )}
      {notes.loading !== undefined && <p role="status">{t('studio.received.loadingNotes')}</p>}
      {notes.error && <RetryNotice failure={notes.error} onRetry={load} />}
      {notes.loaded && notes.nextCursor !== null && notes.loading === undefined && !notes.error && (
        <p>
          <button type="button" className="cs-button" onClick={showMore}>
            {t('studio.received.showMore')}
          </button>
        </p>
      )}
    </section>
  )
}
