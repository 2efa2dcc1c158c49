import { shortenAddress } from '../../domain/account/shortenAddress'
import { supportAmount } from '../../domain/support/supportAmount'
import type { Support } from '../../domain/support/support'
import type { Address } from '../../domain/shared/hex'
import { useFocusFirstAdded } from '../hooks/useFocusFirstAdded'
import { creators } from '../i18n/en/creators'
import { dateFormat } from '../i18n/dateFormat'
import { useLocale, useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { useSupporters } from './useSupporters'

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' }

/**
 * "Supporters": the latest notes left with a support, newest first, and "Show more" for older ones
 * (product rules: "Support notes"). A note is shown as text, never as HTML.
 */
export function SupportersWall({ creator }: { creator: Address }) {
  const t = useT(creators)
  const wall = useSupporters(creator)
  const { list, expectMore } = useFocusFirstAdded<HTMLOListElement>(wall.notes.length)
  const showMore = () => {
    if (wall.loadingMore) return
    expectMore()
    wall.showMore()
  }
  return (
    <section className="cs-card" aria-labelledby="supporters-title">
      <h2 id="supporters-title">{t('creators.wall.title')}</h2>
      {wall.status === 'pending' && <p role="status">{t('creators.wall.loading')}</p>}
      {wall.status === 'error' && <Failed onRetry={wall.retry}>{t('creators.wall.failed')}</Failed>}
      {wall.status === 'success' && wall.notes.length === 0 && !wall.hasMore && (
        <p className="cs-muted">{t('creators.wall.empty')}</p>
      )}
      {wall.notes.length > 0 && (
        <ol className="cs-supporters" ref={list}>
          {wall.notes.map((note) => (
            <SupporterNote key={`${note.chainId}:${note.txHash}:${note.asset.address ?? ''}`} note={note} />
          ))}
        </ol>
      )}
      {wall.moreFailed ? (
        <Failed onRetry={wall.showMore}>{t('creators.wall.moreFailed')}</Failed>
      ) : (
        wall.hasMore && (
          <p>
            <button
              type="button"
              className="cs-button"
              aria-disabled={wall.loadingMore || undefined}
              onClick={showMore}
            >
              {wall.loadingMore ? t('creators.wall.loadingMore') : t('creators.wall.showMore')}
            </button>
          </p>
        )
      )}
    </section>
  )
}

function SupporterNote({ note }: { note: Support }) {
  const { chains } = useServices()
  const { locale } = useLocale()
  const t = useT(creators)
  const chain = chains.find((c) => c.id === note.chainId)
  const { amount } = supportAmount(note.amount, note.chainId, chains, locale, note.asset)
  const date = new Date(note.createdAt)
  const sender = <code title={note.from}>{shortenAddress(note.from)}</code>
  const sent = <strong dir="ltr">{amount}</strong>
  return (
    <li className="cs-supporter" tabIndex={-1}>
      <p className="cs-supporter-head">
        <span>
          {chain && chains.length > 1
            ? t.rich('creators.wall.sentOn', { from: sender, amount: sent, chain: chain.name })
            : t.rich('creators.wall.sent', { from: sender, amount: sent })}
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
  const t = useT(creators)
  return (
    <div className="cs-page-actions">
      <p role="alert">{children}</p>
      <button type="button" className="cs-button cs-button-small" onClick={onRetry}>
        {t('creators.retry')}
      </button>
    </div>
  )
}
