import { useEffect, useState } from 'react'
import { ReceivedSupportService } from '../../domain/creators/receivedSupportService'
import { noteKey } from '../../domain/creators/receivedNotes'
import type { Address } from '../../domain/shared/hex'
import type { CreatorsApi } from '../../ports/creatorsApi'
import { useFocusFirstAdded } from '../hooks/useFocusFirstAdded'
import { useStore } from '../hooks/useStore'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { StudioNoteRow } from './StudioNoteRow'
import { StudioSupportTotals } from './StudioSupportTotals'
import { RetryNotice } from './RetryNotice'

/**
 * "Support received": totals per chain and every note left with support to this creator, hidden ones included and
 * marked (product rules: "Support notes", "Studio"), newest first, with Hide / Show on each.
 */
export function StudioSupportReceived({ api, address }: { api: () => Promise<CreatorsApi>; address: Address }) {
  const { chains } = useServices()
  const t = useT(studio)
  const [service] = useState(() => new ReceivedSupportService({ api, creator: address }))
  useEffect(() => service.start(), [service])
  const notes = useStore(service.notes)
  const totals = useStore(service.totals)
  const load = () => service.dispatch({ type: 'load' })
  const { list, expectMore } = useFocusFirstAdded<HTMLUListElement>(notes.rows.length)
  const showMore = () => {
    expectMore()
    load()
  }
  return (
    <section className="cs-card" aria-labelledby="studio-received-title">
      <h2 id="studio-received-title">{t('studio.received.title')}</h2>
      <StudioSupportTotals totals={totals} chains={chains} onRetry={service.loadTotals} />
      <h3 id="studio-notes-title">{t('studio.received.notesTitle')}</h3>
      {notes.loaded && notes.rows.length === 0 && <p>{t('studio.received.noNotes')}</p>}
      {notes.rows.length > 0 && (
        <ul className="cs-notes" aria-labelledby="studio-notes-title" ref={list}>
          {notes.rows.map((row) => {
            const key = noteKey(row.note)
            return (
              <li key={key} tabIndex={-1}>
                <StudioNoteRow row={row} chains={chains} onToggle={() => service.dispatch({ type: 'toggle', key })} />
              </li>
            )
          })}
        </ul>
      )}
      {notes.loading !== undefined && <p role="status">{t('studio.received.loadingNotes')}</p>}
      {notes.error && <RetryNotice message={notes.error} onRetry={load} />}
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
