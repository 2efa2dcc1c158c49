import { Link } from 'wouter'
import type { AuthSession } from '../../domain/auth/session'
import { explorerTxUrl } from '../../domain/chains/explorerUrls'
import { TransactionRow } from '../account/TransactionRow'
import '../account/account.css'
import { account } from '../i18n/en/account'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { useTransactionLog } from '../hooks/useTransactionLog'

/** Every transaction this visitor made through the app from the session's account on the session's network. */
export function StudioTransactions({ session }: { session: AuthSession }) {
  const { chains } = useServices()
  const t = useT(account)
  const { address, chainId } = session
  const log = useTransactionLog(address, chainId)
  const chain = chains.find((c) => c.id === chainId)
  return (
    <section className="cs-card" aria-labelledby="studio-transactions-title">
      <h2 id="studio-transactions-title">{t('account.studioTxs.title')}</h2>
      {log.length === 0 ? (
        <p>
          {t.rich('account.studioTxs.empty', {
            link: (
              <Link className="cs-link" to="/">
                {t('account.studioTxs.findCreator')}
              </Link>
            ),
          })}
        </p>
      ) : (
        <ul className="cs-txs-list cs-studio-txs">
          {log.map((tx) => (
            <li key={tx.hash}>
              <TransactionRow transaction={tx} explorerUrl={explorerTxUrl(chain, tx.hash)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
