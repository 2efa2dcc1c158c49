import type { SupportChainSwitch } from '../../domain/support/supportForm'
import { errorText } from '../errorText'
import { account } from '../i18n/en/account'
import { creators } from '../i18n/en/creators'
import { errors } from '../i18n/en/errors'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { orList } from './WrongNetwork'

/**
 * Where the asset chosen is accepted on other chains only: which ones, and a button to switch the wallet to each (the
 * form's machine asks the wallet; its pending switch and failure are shown here).
 */
export function SwitchChainOffer({
  symbol,
  chainIds,
  chainSwitch,
  onSwitch,
}: {
  symbol: string
  chainIds: readonly number[]
  chainSwitch: SupportChainSwitch | undefined
  onSwitch(chainId: number): void
}) {
  const { chains } = useServices()
  const t = useT(creators)
  const ta = useT(account)
  const te = useT(errors)
  const accepting = chainIds.flatMap((id) => chains.filter((chain) => chain.id === id))
  return (
    <div className="cs-notice">
      <p role="status">
        {t('creators.asset.elsewhere', {
          symbol,
          chains: orList(
            accepting.map((chain) => chain.name),
            t.locale,
          ),
        })}
      </p>
      <p className="cs-page-actions">
        {accepting.map((chain) => (
          <button key={chain.id} type="button" className="cs-button" onClick={() => onSwitch(chain.id)}>
            {chainSwitch?.status === 'asking' && chainSwitch.chainId === chain.id
              ? ta('account.chain.confirm')
              : ta('account.wrongNetwork.switchTo', { chain: chain.name })}
          </button>
        ))}
      </p>
      {chainSwitch?.status === 'failed' && <p className="cs-error-text">{errorText(te, chainSwitch.error)}</p>}
    </div>
  )
}
