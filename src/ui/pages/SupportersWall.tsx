import { formatBalance } from '../../domain/account/formatNumber'
import { shortenAddress } from '../../domain/account/shortenAddress'
import { DEFAULT_NATIVE_CURRENCY } from '../../domain/chains/chain'
import type { SupportNote } from '../../domain/creators/supportNote'
import type { Address } from '../../domain/shared/hex'
import { useFocusFirstAdded } from '../hooks/useFocusFirstAdded'
import { dateFormat } from '../i18n/dateFormat'
import { useLocale } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { useSupporters } from './useSupporters'

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }

/**
 * "Supporters": the latest notes left with a support, newest first, and "Show more" for older ones
 * (product rules: "Support notes"). A note is shown as text, never as HTML.
 */
export function SupportersWall({ creator }: { creator: Address }) {
  const wall = useSupporters(creator)
  const { list, expectMore } = useFocusFirstAdded<HTMLOListElement>(wall.notes.length)
  const showMore = () => {
    if (wall.loadingMore) return
    expectMore()
    wall.showMore()
  }
  return (
    <section className="cs-card" aria-labelledby="supporters-title">
      <h2 id="supporters-title">Supporters</h2>
      {wall.status === 'pending' && <p role="status">Loading supporters…</p>}
      {wall.status === 'error' && <Failed onRetry={wall.retry}>The supporters could not be loaded.</Failed>}
      {wall.status === 'success' && wall.notes.length === 0 && !wall.hasMore && (
        <p className="cs-muted">No supporters yet. Yours could be the first note here.</p>
      )}
      {wall.notes.length > 0 && (
        <ol className="cs-supporters" ref={list}>
          {wall.notes.map((note) => (
            <SupporterNote key={`${note.chainId}:${note.txHash}`} note={note} />
          ))}
        </ol>
      )}
      {wall.moreFailed ? (
        <Failed onRetry={wall.showMore}>More supporters could not be loaded.</Failed>
      ) : (
        wall.hasMore && (
          <p>
            <button
              type="button"
              className="cs-button"
              aria-disabled={wall.loadingMore || undefined}
              onClick={showMore}
            >
              {wall.loadingMore ? 'Loading…' : 'Show more'}
            </button>
          </p>
        )
      )}
    </section>
  )
}

function SupporterNote({ note }: { note: SupportNote }) {
  const { chains } = useServices()
  const { locale } = useLocale()
  const chain = chains.find((c) => c.id === note.chainId)
  const currency = chain?.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY
  const amount = formatBalance({ value: BigInt(note.value), decimals: currency.decimals }, locale)
  const date = new Date(note.createdAt)
  return (
    <li className="cs-supporter" tabIndex={-1}>
      <p className="cs-supporter-head">
        <span>
          <code title={note.from}>{shortenAddress(note.from)}</code> sent{' '}
          <strong dir="ltr">
            {amount} {currency.symbol}
          </strong>
          {chain && chains.length > 1 ? ` on ${chain.name}` : ''}
        </span>
        {Number.isFinite(date.getTime()) && (
          <time className="cs-hint" dateTime={date.toISOString()}>
            {dateFormat(locale, DATE).format(date)}
          </time>
        )}
      </p>
      {note.note && <p className="cs-supporter-note cs-break">{note.note}</p>}
    </li>
  )
}

function Failed({ children, onRetry }: { children: string; onRetry(): void }) {
  return (
    <div className="cs-page-actions">
      <p role="alert">{children}</p>
      <button type="button" className="cs-button cs-button-small" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
