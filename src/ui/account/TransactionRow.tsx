import type { Transaction, TransactionStatus } from '../../domain/transactions/transaction'
import { assertNever } from '../../domain/shared/assertNever'

/** product rules: "Recent transactions": the status words. */
export function statusLabel(status: TransactionStatus): string {
  switch (status) {
    case 'pending':
      return 'Pending'
    case 'confirmed':
      return 'Confirmed'
    case 'failed':
      return 'Failed'
    default:
      return assertNever(status)
  }
}

const MARK: Record<TransactionStatus, string> = { pending: '●', confirmed: '✓', failed: '✕' }

/** One recent transaction: description and status, a link to the explorer's transaction page when there is one. */
export function TransactionRow({
  transaction,
  explorerUrl,
}: {
  transaction: Transaction
  explorerUrl?: string | undefined
}) {
  const content = (
    <>
      <span className={`cs-tx-mark cs-tx-${transaction.status}`} aria-hidden="true">
        {MARK[transaction.status]}
      </span>
      <span className="cs-tx-text">
        <span className="cs-tx-description">{transaction.description}</span>{' '}
        <span className={`cs-tx-status cs-tx-${transaction.status}`}>{statusLabel(transaction.status)}</span>
      </span>
      {explorerUrl && (
        <span className="cs-tx-arrow" aria-hidden="true">
          ↗
        </span>
      )}
    </>
  )
  if (!explorerUrl) return <div className="cs-tx">{content}</div>
  return (
    <a className="cs-tx cs-tx-link" href={explorerUrl} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  )
}
