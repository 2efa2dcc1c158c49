import { Link, useParams } from 'wouter'
import { shortenAddress } from '../../domain/account/shortenAddress'
import { truncateName } from '../../domain/account/truncateName'
import type { Chain } from '../../domain/chains/chain'
import { explorerTxUrl } from '../../domain/chains/explorerUrls'
import { findKnownChain } from '../../domain/chains/knownChains'
import { parseReceiptKey, receiptPath } from '../../domain/creators/receiptKey'
import type { Support } from '../../domain/support/support'
import { assertNever } from '../../domain/shared/assertNever'
import type { Address } from '../../domain/shared/hex'
import { AccountDataBoundary } from '../data/AccountDataBoundary'
import { useEnsName } from '../hooks/useEnsName'
import { dateFormat } from '../i18n/dateFormat'
import { receipts } from '../i18n/en/receipts'
import { useLocale, useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { creatorPath } from './creatorPath'
import { noteAmount } from './noteAmount'
import { ShareReceipt } from './ShareReceipt'
import { useCreatorProfile } from './useCreatorProfile'
import { useDocumentTitle } from './useDocumentTitle'
import { useReceipt } from './useReceipt'

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' }

type Params = { address?: string; chainId?: string; txHash?: string }

/** "/creators/:address/supports/:chainId/:txHash": one support's receipt (product rules: "Receipts"). */
export function ReceiptPage() {
  return (
    <AccountDataBoundary>
      <Receipt />
    </AccountDataBoundary>
  )
}

function Receipt() {
  const { address = '', chainId = '', txHash = '' } = useParams<Params>()
  const t = useT(receipts)
  const key = parseReceiptKey(address, chainId, txHash)
  const view = useReceipt(key)
  useDocumentTitle(t('receipts.title'))
  switch (view.status) {
    case 'loading':
      return (
        <Problem title={t('receipts.title')} role="status" creator={key?.creator}>
          {t('receipts.loading')}
        </Problem>
      )
    case 'not-found':
      return (
        <Problem title={t('receipts.notFoundTitle')} creator={key?.creator}>
          {t('receipts.notFound')}
        </Problem>
      )
    case 'failed':
      return (
        <Problem title={t('receipts.title')} creator={key?.creator} onRetry={view.retry}>
          {t('receipts.failed')}
        </Problem>
      )
    case 'found':
      return <FoundReceipt creator={key!.creator} note={view.note} owner={view.owner} />
    default:
      return assertNever(view)
  }
}

/** The chain of a note: a configured one, else one the app knows by id (a chain configured when it was recorded). */
function useNoteChain(chainId: number): Chain | undefined {
  const { chains } = useServices()
  const known = findKnownChain(chainId)
  return chains.find((c) => c.id === chainId) ?? (known && { ...known, rpcUrls: [] })
}

/** The creator's name: their profile's display name, else their primary ENS name, else the short address. */
function useCreatorName(creator: Address): string {
  const profile = useCreatorProfile(creator)
  const ens = useEnsName(profile.status === 'found' ? undefined : creator).data
  if (profile.status === 'found') return profile.profile.displayName
  return ens ? truncateName(ens) : shortenAddress(creator)
}

function FoundReceipt({ creator, note, owner }: { creator: Address; note: Support; owner: boolean }) {
  const t = useT(receipts)
  const { locale } = useLocale()
  const { app } = useServices()
  const chain = useNoteChain(note.chainId)
  const creatorName = useCreatorName(creator)
  const supporterName = useEnsName(note.from).data
  const amount = noteAmount(note, locale)
  const date = new Date(note.createdAt)
  const explorer = explorerTxUrl(chain, note.txHash)
  const url = `${window.location.origin}${receiptPath({ creator, chainId: note.chainId, txHash: note.txHash })}`
  const shareTitle = t('receipts.shareTitle', { amount, creator: creatorName, appName: app.appName })
  // A hidden note reaches only its creator (the server withholds its text from anyone else): the amount alone.
  const shownNote = note.note !== '' && (!note.hidden || owner) ? note.note : undefined
  return (
    <section className="cs-page cs-card cs-receipt" aria-labelledby="receipt-title">
      <h1 id="receipt-title" className="cs-break">
        {t('receipts.heading', { amount, creator: creatorName })}
      </h1>
      <dl className="cs-facts">
        <dt>{t('receipts.creator')}</dt>
        <dd>
          <Link className="cs-link cs-break" to={creatorPath(creator)}>
            {creatorName}
          </Link>
        </dd>
        <dt>{t('receipts.supporter')}</dt>
        <dd>
          {supporterName ? (
            <bdi className="cs-break" dir="ltr" title={note.from}>
              {truncateName(supporterName)}
            </bdi>
          ) : (
            <code dir="ltr" title={note.from}>
              {shortenAddress(note.from)}
            </code>
          )}
        </dd>
        <dt>{t('receipts.amount')}</dt>
        <dd dir="ltr">{amount}</dd>
        <dt>{t('receipts.network')}</dt>
        <dd>{chain?.name ?? note.chainId}</dd>
        {Number.isFinite(date.getTime()) && (
          <>
            <dt>{t('receipts.date')}</dt>
            <dd>
              <time dateTime={date.toISOString()}>{dateFormat(locale, DATE).format(date)}</time>
            </dd>
          </>
        )}
        {shownNote !== undefined && (
          <>
            <dt>{t('receipts.note')}</dt>
            <dd>
              <p className="cs-supporter-note cs-break">{shownNote}</p>
              {note.hidden && <p className="cs-hint">{t('receipts.hiddenNote')}</p>}
            </dd>
          </>
        )}
      </dl>
      <p className="cs-page-actions">
        <ShareReceipt url={url} title={shareTitle} />
        {explorer && (
          <a className="cs-link" href={explorer} target="_blank" rel="noopener noreferrer">
            {chain?.blockExplorer
              ? t('receipts.viewOn', { explorer: chain.blockExplorer.name })
              : t('receipts.viewOnExplorer')}
          </a>
        )}
      </p>
    </section>
  )
}

type ProblemProps = {
  title: string
  children: string
  role?: 'status' | 'alert' | undefined
  creator?: Address | undefined
  onRetry?: (() => void) | undefined
}

function Problem({ title, children, role = 'alert', creator, onRetry }: ProblemProps) {
  const t = useT(receipts)
  return (
    <section className="cs-page" aria-labelledby="receipt-title">
      <h1 id="receipt-title">{title}</h1>
      <p role={role}>{children}</p>
      <p className="cs-page-actions">
        {onRetry && (
          <button type="button" className="cs-button" onClick={onRetry}>
            {t('receipts.retry')}
          </button>
        )}
        {creator && (
          <Link className="cs-link" to={creatorPath(creator)}>
            {t('receipts.creatorPage')}
          </Link>
        )}
      </p>
    </section>
  )
}
