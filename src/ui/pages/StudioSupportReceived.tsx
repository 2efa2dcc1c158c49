import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { noteKey } from '../../domain/creators/noteKey'
import type { Support } from '../../domain/support/support'
import { failureOf } from '../../domain/errors/failure'
import type { Address } from '../../domain/shared/hex'
import { useFocusFirstAdded } from '../hooks/useFocusFirstAdded'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { type CreatorsApiLoader, creatorNotesQuery, supportTotalsQuery } from './creatorQueries'
import { StudioNoteRow } from './StudioNoteRow'
import { StudioSupportTotals, type TotalsView } from './StudioSupportTotals'
import { RetryNotice } from './RetryNotice'
import { useNoteVisibility } from './useNoteVisibility'

/**
 * "Support received": totals per chain and every note left with support to this creator, hidden ones included and
 * marked (product rules: "Support notes", "Studio"), newest first, with Hide / Show on each. `creator` is the
 * signed-in account: the server answers its hidden notes too.
 */
export function StudioSupportReceived({ api, creator }: { api: CreatorsApiLoader; creator: Address }) {
  const t = useT(studio)
  const notes = useInfiniteQuery(creatorNotesQuery(api, creator, creator))
  const totals = useQuery(supportTotalsQuery(api, creator))
  const rows = distinctNotes(notes.data?.pages.flatMap((page) => page.items) ?? [])
  const { list, expectMore } = useFocusFirstAdded<HTMLUListElement>(rows.length)
  const showMore = () => {
    expectMore()
    void notes.fetchNextPage()
  }
  // A failed later page is asked for again, the notes so far kept; any other failure reads the list again.
  const retryNotes = () => void (notes.isFetchNextPageError ? notes.fetchNextPage() : notes.refetch())
  const busy = notes.isPending || notes.isFetchingNextPage
  const totalsView: TotalsView = totals.data
    ? { status: 'ready', totals: totals.data }
    : totals.isError
      ? { status: 'failed', failure: { action: 'load-totals', cause: failureOf(totals.error) } }
      : { status: 'loading' }
  return (
    <section className="cs-card" aria-labelledby="studio-received-title">
      <h2 id="studio-received-title">{t('studio.received.title')}</h2>
      <StudioSupportTotals totals={totalsView} onRetry={() => void totals.refetch()} />
      <h3 id="studio-notes-title">{t('studio.received.notesTitle')}</h3>
      {notes.isSuccess && rows.length === 0 && <p>{t('studio.received.noNotes')}</p>}
      {rows.length > 0 && (
        <ul className="cs-notes" aria-labelledby="studio-notes-title" ref={list}>
          {rows.map((note) => (
            <li key={noteKey(note)} tabIndex={-1}>
              <ReceivedNote api={api} creator={creator} note={note} />
            </li>
          ))}
        </ul>
      )}
      {busy && !notes.isError && <p role="status">{t('studio.received.loadingNotes')}</p>}
      {notes.isError && (
        <RetryNotice failure={{ action: 'load-notes', cause: failureOf(notes.error) }} onRetry={retryNotes} />
      )}
      {notes.hasNextPage && !busy && !notes.isError && (
        <p>
          <button type="button" className="cs-button" onClick={showMore}>
            {t('studio.received.showMore')}
          </button>
        </p>
      )}
    </section>
  )
}

function ReceivedNote({ api, creator, note }: { api: CreatorsApiLoader; creator: Address; note: Support }) {
  const { chains } = useServices()
  const { row, toggle } = useNoteVisibility(api, creator, note)
  return <StudioNoteRow row={row} chains={chains} onToggle={toggle} />
}

/** The pages' notes in order, each once: a note received meanwhile moves the pages, so one may come twice. */
function distinctNotes(notes: readonly Support[]): readonly Support[] {
  const seen = new Set<string>()
  return notes.filter((note) => {
    const key = noteKey(note)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
