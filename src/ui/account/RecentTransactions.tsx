import { useId } from 'react'
import type { Chain } from '../../domain/chains/chain'
import { explorerTxUrl } from '../../domain/chains/explorerUrls'
import type { Transaction } from '../../domain/transactions/transaction'
import { TransactionRow } from './TransactionRow'

/** product rules: "Recent transactions": shown instead of the list when there is no transaction yet. */
export const NO_TRANSACTIONS_TEXT = 'Your transactions will appear here...'

type Props = {
  /** The most recent ones, already cut to what is shown (3). */
  transactions: readonly Transaction[]
  chain: Chain | undefined
  onClearAll(): void
}

/** "Recent Transactions" with "Clear All", or the empty-state text. */
export function RecentTransactions({ transactions, chain, onClearAll }: Props) {
  const titleId = useId()
  return (
    <section className="cs-txs" aria-labelledby={titleId}>
      <div className="cs-txs-head">
        <h3 id={titleId} className="cs-txs-title">
          Recent Transactions
        </h3>
        {transactions.length > 0 && (
          <button type="button" className="cs-text-button" onClick={onClearAll}>
            Clear All
          </button>
        )}
      </div>
      {transactions.length === 0 ? (
        <p className="cs-txs-empty">{NO_TRANSACTIONS_TEXT}</p>
      ) : (
        <ul className="cs-txs-list">
          {transactions.map((tx) => (
            <li key={tx.hash}>
              <TransactionRow transaction={tx} explorerUrl={explorerTxUrl(chain, tx.hash)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
