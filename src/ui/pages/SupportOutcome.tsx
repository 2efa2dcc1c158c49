import { Link } from 'wouter'
import { type ReceiptKey, receiptPath } from '../../domain/creators/receiptKey'
import { explorerTxUrl } from '../../domain/chains/explorerUrls'
import { assertNever } from '../../domain/shared/assertNever'
import type { Address, Hash } from '../../domain/shared/hex'
import type { SupportSending } from '../../domain/support/supportForm'
import { formatAmountForReading } from '../../domain/account/localNumbers'
import { errorText } from '../errorText'
import { statusLabel } from '../account/TransactionRow'
import type { PublishedProfile } from '../../ports/creatorsApi'
import { account } from '../i18n/en/account'
import { creators } from '../i18n/en/creators'
import { errors } from '../i18n/en/errors'
import { receipts } from '../i18n/en/receipts'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { accentStyle } from './CreatorProfileDetails'
import { useTransactionLog } from '../hooks/useTransactionLog'

type Props = {
  state: SupportSending
  from: Address
  chainId: number
  /** The symbol of the asset sent; default: the chain's native currency. */
  symbol?: string | undefined
  profile?: PublishedProfile | undefined
  /** The support's receipt, once its note is recorded (product rules: "Receipts"). */
  receipt?: ReceiptKey | undefined
}

/**
 * What happened to the last support attempt: waiting for the wallet, declined, failed, or sent and tracked, with the
 * creator's thank-you message (product rules: "Creator profiles").
 */
export function SupportOutcome({ state, from, chainId, symbol, profile, receipt }: Props) {
  const t = useT(creators)
  const te = useT(errors)
  switch (state.status) {
    case 'idle':
      return null
    case 'confirming':
      return <p role="status">{t('creators.outcome.confirming')}</p>
    case 'rejected':
      return (
        <p className="cs-error-text" role="alert">
          {t('creators.outcome.rejected')}
        </p>
      )
    case 'failed':
      return (
        <p className="cs-error-text" role="alert">
          {errorText(te, state.error)}
        </p>
      )
    case 'sent':
      return (
        <SentStatus
          hash={state.hash}
          amount={state.amount}
          from={from}
          chainId={chainId}
          symbol={symbol}
          profile={profile}
          receipt={receipt}
        />
      )
    default:
      return assertNever(state)
  }
}

/** The sent transaction's live status (Pending, then Confirmed or Failed) from Recent Transactions. */
function SentStatus({
  hash,
  amount,
  from,
  chainId,
  symbol,
  profile,
  receipt,
}: Omit<Props, 'state'> & { hash: Hash; amount: string }) {
  const { chains } = useServices()
  const t = useT(creators)
  const tr = useT(receipts)
  const ta = useT(account)
  const log = useTransactionLog(from, chainId)
  const tx = log.find((entry) => entry.hash.toLowerCase() === hash.toLowerCase())
  const chain = chains.find((c) => c.id === chainId)
  const url = explorerTxUrl(chain, hash)
  return (
    <div className="cs-notice cs-notice-success" role="status">
      <p>
        {t('creators.outcome.sent', {
          // The canonical decimal, written in the visitor's language (every decimal kept).
          amount: formatAmountForReading(amount, t.locale),
          symbol: symbol ?? chain?.nativeCurrency.symbol ?? 'ETH',
        })}{' '}
        {tx &&
          t.rich('creators.outcome.status', {
            status: <strong data-status={tx.status}>{statusLabel(tx.status, ta)}</strong>,
          })}
      </p>
      {profile?.thankYou && (
        <figure className="cs-thank-you" style={accentStyle(profile)}>
          <blockquote className="cs-break">{profile.thankYou}</blockquote>
          <figcaption className="cs-break">{profile.displayName}</figcaption>
        </figure>
      )}
      <p className="cs-hint">{t('creators.outcome.listed', { menu: ta('account.recent.title') })}</p>
      {url && (
        <a className="cs-link" href={url} target="_blank" rel="noopener noreferrer">
          {chain?.blockExplorer
            ? t('creators.outcome.viewOn', { explorer: chain.blockExplorer.name })
            : t('creators.outcome.viewOnExplorer')}
        </a>
      )}
      {receipt && receipt.txHash.toLowerCase() === hash.toLowerCase() && (
        <p>
          <Link className="cs-link" to={receiptPath(receipt)}>
            {tr('receipts.view')}
          </Link>
        </p>
      )}
    </div>
  )
}
