import { explorerTxUrl } from '../../domain/chains/explorerUrls'
import { assertNever } from '../../domain/shared/assertNever'
import type { Address, Hash } from '../../domain/shared/hex'
import { SUPPORT_REJECTED_MESSAGE, type SupportState } from '../../domain/transactions/supportFlow'
import { statusLabel } from '../account/TransactionRow'
import type { PublishedProfile } from '../../ports/creatorsApi'
import { useServices } from '../servicesContext'
import { accentStyle } from './CreatorProfileDetails'
import { useTransactionLog } from '../hooks/useTransactionLog'

type Props = { state: SupportState; from: Address; chainId: number; profile?: PublishedProfile | undefined }

/**
 * What happened to the last support attempt: waiting for the wallet, declined, failed, or sent and tracked, with the
 * creator's thank-you message (product rules: "Creator profiles").
 */
export function SupportOutcome({ state, from, chainId, profile }: Props) {
  switch (state.status) {
    case 'idle':
      return null
    case 'confirming':
      return <p role="status">Confirm the transaction in your wallet…</p>
    case 'rejected':
      return (
        <p className="cs-error-text" role="alert">
          {SUPPORT_REJECTED_MESSAGE}
        </p>
      )
    case 'failed':
      return (
        <p className="cs-error-text" role="alert">
          {state.message}
        </p>
      )
    case 'sent':
      return <SentStatus hash={state.hash} amount={state.amount} from={from} chainId={chainId} profile={profile} />
    default:
      return assertNever(state)
  }
}

/** The sent transaction's live status (Pending, then Confirmed or Failed) from Recent Transactions. */
function SentStatus({ hash, amount, from, chainId, profile }: Omit<Props, 'state'> & { hash: Hash; amount: string }) {
  const { chains } = useServices()
  const log = useTransactionLog(from, chainId)
  const tx = log.find((t) => t.hash.toLowerCase() === hash.toLowerCase())
  const chain = chains.find((c) => c.id === chainId)
  const url = explorerTxUrl(chain, hash)
  return (
    <div className="cs-notice cs-notice-success" role="status">
      <p>
        Thank you! You sent {amount} {chain?.nativeCurrency.symbol ?? 'ETH'}.{' '}
        {tx && (
          <>
            Status: <strong data-status={tx.status}>{statusLabel(tx.status)}</strong>
          </>
        )}
      </p>
      {profile?.thankYou && (
        <figure className="cs-thank-you" style={accentStyle(profile)}>
          <blockquote className="cs-break">{profile.thankYou}</blockquote>
          <figcaption className="cs-break">{profile.displayName}</figcaption>
        </figure>
      )}
      <p className="cs-hint">It is listed under Recent Transactions in your account menu.</p>
      {url && (
        <a className="cs-link" href={url} target="_blank" rel="noopener noreferrer">
          View on {chain?.blockExplorer?.name ?? 'explorer'}
        </a>
      )}
    </div>
  )
}
