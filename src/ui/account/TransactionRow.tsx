import type { Transaction, TransactionStatus } from '../../domain/transactions/transaction'
import { account } from '../i18n/en/account'
import { type Translate, useT } from '../i18n/useT'

const STATUS_KEY = {
  pending: 'account.tx.pending',
  confirmed: 'account.tx.confirmed',
  failed: 'account.tx.failed',
} as const satisfies Record<TransactionStatus, keyof typeof account>

/** product rules: "Recent transactions": the status words, in `t`'s locale. */
export function statusLabel(status: TransactionStatus, t: Translate<typeof account>): string {
  return t(STATUS_KEY[status])
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
  const t = useT(account)
  const content = (
    <>
      <span className={`cs-tx-mark cs-tx-${transaction.status}`} aria-hidden="true">
        {MARK[transaction.status]}
      </span>
      <span className="cs-tx-text">
        <span className="cs-tx-description">{transaction.description}</span>{' '}
        <span className={`cs-tx-status cs-tx-${transaction.status}`}>{statusLabel(transaction.status, t)}</span>
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
