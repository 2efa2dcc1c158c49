import type { Chain } from '../../domain/chains/chain'
import { account } from '../i18n/en/account'
import { useT } from '../i18n/useT'
import { ChainIcon } from './ChainIcon'

type ChainOptionState = 'connected' | 'confirming' | 'idle'

type Props = {
  chain: Chain
  state: ChainOptionState
  /**
   * Absent when the chain cannot be chosen (the current one, or a wallet that cannot switch). Chains stay choosable
   * while a switch waits for the wallet (which may never answer): a new choice replaces it, the same one asks again.
   */
  onSelect?: (() => void) | undefined
}

/** One row of the Switch Networks list: icon, name and "Connected" or "Confirm in Wallet". */
export function ChainOption({ chain, state, onSelect }: Props) {
  const t = useT(account)
  const content = (
    <>
      <ChainIcon chain={chain} />
      <span className="cs-row-label">{chain.name}</span>{' '}
      {state === 'connected' && (
        <span className="cs-chain-status">
          {t('account.chain.connected')}
          <span className="cs-dot cs-dot-success" aria-hidden="true" />
        </span>
      )}
      {state === 'confirming' && (
        <span className="cs-chain-status">
          {t('account.chain.confirm')}
          <span className="cs-dot cs-dot-pending" aria-hidden="true" />
        </span>
      )}
    </>
  )
  if (!onSelect) {
    return (
      <div
        className={`cs-chain${state === 'connected' ? ' cs-chain-current' : ''}`}
        aria-current={state === 'connected' ? 'true' : undefined}
      >
        {content}
      </div>
    )
  }
  return (
    <button
      type="button"
      className={`cs-chain cs-chain-button${state === 'confirming' ? ' cs-chain-confirming' : ''}`}
      onClick={onSelect}
    >
      {content}
    </button>
  )
}
