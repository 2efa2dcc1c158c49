import type { Chain } from '../../domain/chains/chain'
import type { ReceivedTotals } from '../../domain/creators/receivedTotals'
import { supportAmount } from '../../domain/support/supportAmount'
import { studio } from '../i18n/en/studio'
import { useLocale, useT } from '../i18n/useT'
import { RetryNotice } from './RetryNotice'

/** "Total received": per chain, how many supports and how much (hidden notes count too). */
export function StudioSupportTotals({
  totals,
  chains,
  onRetry,
}: {
  totals: ReceivedTotals
  chains: readonly Chain[]
  onRetry(): void
}) {
  const { locale } = useLocale()
  const t = useT(studio)
  return (
    <>
      <h3 id="studio-totals-title">{t('studio.totals.title')}</h3>
      {totals.status === 'loading' && <p role="status">{t('studio.totals.loading')}</p>}
      {totals.status === 'failed' && <RetryNotice failure={totals.failure} onRetry={onRetry} />}
      {totals.status === 'ready' && totals.totals.length === 0 && <p>{t('studio.totals.none')}</p>}
      {totals.status === 'ready' && totals.totals.length > 0 && (
        <table className="cs-totals" aria-labelledby="studio-totals-title">
          <thead>
            <tr>
              <th scope="col">{t('studio.totals.network')}</th>
              <th scope="col">{t('studio.totals.supports')}</th>
              <th scope="col">{t('studio.totals.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {totals.totals.map((total) => {
              const { amount, chainName } = supportAmount(total.amount, total.chainId, chains, locale, total.asset)
              return (
                <tr key={`${total.chainId}:${total.asset.address ?? ''}`}>
                  <th scope="row">{chainName}</th>
                  <td>{total.count}</td>
                  <td dir="ltr">{amount}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </>
  )
}
