import { useId } from 'react'
import type { Chain } from '../../domain/chains/chain'
import { explorerTxUrl } from '../../domain/chains/explorerUrls'
import type { Transaction } from '../../domain/transactions/transaction'
import { account } from '../i18n/en/account'
import { useT } from '../i18n/useT'
import { TransactionRow } from './TransactionRow'

type Props = {
  /** The most recent ones, already cut to what is shown (3). */
  transactions: readonly Transaction[]
  chain: Chain | undefined
  onClearAll(): void
}

/** "Recent Transactions" with "Clear All", or the empty-state text. */
export function RecentTransactions({ transactions, chain, onClearAll }: Props) {
  const titleId = useId()
  const t = useT(account)
  return (
    <section className="cs-txs" aria-labelledby={titleId}>
      <div className="cs-txs-head">
        <h3 id={titleId} className="cs-txs-title">
          {t('account.recent.title')}
        </h3>
        {transactions.length > 0 && (
          <button type="button" className="cs-text-button" onClick={onClearAll}>
            {t('account.recent.clearAll')}
          </button>
        )}
      </div>
      {transactions.length === 0 ? (
        <p className="cs-txs-empty">{t('account.recent.empty')}</p>
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
