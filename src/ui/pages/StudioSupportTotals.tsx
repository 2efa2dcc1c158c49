import type { Chain } from '../../domain/chains/chain'
import type { ReceivedTotals } from '../../domain/creators/receivedSupportService'
import { supportAmount } from '../../domain/creators/supportAmount'
import { useLocale } from '../i18n/useT'
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
  return (
    <>
      <h3 id="studio-totals-title">Total received</h3>
      {totals.status === 'loading' && <p role="status">Loading totals…</p>}
      {totals.status === 'failed' && <RetryNotice message={totals.message} onRetry={onRetry} />}
      {totals.status === 'ready' && totals.totals.length === 0 && <p>Nothing received yet.</p>}
      {totals.status === 'ready' && totals.totals.length > 0 && (
        <table className="cs-totals" aria-labelledby="studio-totals-title">
          <thead>
            <tr>
              <th scope="col">Network</th>
              <th scope="col">Supports</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {totals.totals.map((total) => {
              const { amount, chainName } = supportAmount(total.wei, total.chainId, chains, locale)
              return (
                <tr key={total.chainId}>
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
