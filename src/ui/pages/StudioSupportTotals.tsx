import { formatBalance } from '../../domain/account/formatNumber'
import { supportAmount } from '../../domain/support/supportAmount'
import type { ActionFailure } from '../../domain/errors/failure'
import type { SupportTotal } from '../../ports/creatorStore'
import { studio } from '../i18n/en/studio'
import { useLocale, useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { RetryNotice } from './RetryNotice'

/** The totals as the studio has them: being read, read, or failed (with why). */
export type TotalsView =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly totals: readonly SupportTotal[] }
  | { readonly status: 'failed'; readonly failure: ActionFailure }

/**
 * "Total received": per chain and asset, how many supports and how much (hidden notes count too). Each chain is a
 * group of rows named once; each row names its asset in a column of its own and the amount in that asset.
 */
export function StudioSupportTotals({ totals, onRetry }: { totals: TotalsView; onRetry(): void }) {
  const { chains } = useServices()
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
              <th scope="col">{t('studio.totals.asset')}</th>
              <th scope="col">{t('studio.totals.supports')}</th>
              <th scope="col">{t('studio.totals.amount')}</th>
            </tr>
          </thead>
          {byChain(totals.totals).map(([chainId, rows]) => (
            <tbody key={chainId}>
              {rows.map((total, index) => {
                const { asset } = total
                const value = /^[0-9]+$/.test(total.amount) ? BigInt(total.amount) : 0n
                return (
                  <tr key={total.asset.address ?? ''}>
                    {index === 0 && (
                      <th scope="rowgroup" rowSpan={rows.length}>
                        {supportAmount(total.amount, chainId, chains).chainName}
                      </th>
                    )}
                    <th scope="row" dir="ltr">
                      {asset.symbol}
                    </th>
                    <td>{total.count}</td>
                    <td dir="ltr">{formatBalance({ value, decimals: asset.decimals }, locale)}</td>
                  </tr>
                )
              })}
            </tbody>
          ))}
        </table>
      )}
    </>
  )
}

/** The totals grouped by chain, in the order the server answered their first one. */
function byChain(totals: readonly SupportTotal[]): [number, SupportTotal[]][] {
  const groups = new Map<number, SupportTotal[]>()
  for (const total of totals) {
    const group = groups.get(total.chainId)
    if (group) group.push(total)
    else groups.set(total.chainId, [total])
  }
  return [...groups]
}
