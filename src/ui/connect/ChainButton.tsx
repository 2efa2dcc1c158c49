import type { SessionChain } from '../../domain/chains/chain'
import { findChain } from '../../domain/chains/chainRegistry'
import { useServices } from '../servicesContext'
import type { ChainStatus } from './connectButtonOptions'
import { Chevron } from './Chevron'
import { ChainIcon } from '../chain/ChainIcon'
import { connectButton } from '../i18n/en/connectButton'
import { useT } from '../i18n/useT'

export type ChainButtonProps = {
  chain: SessionChain
  status: ChainStatus
  onOpen(): void
  onPrefetch(): void
}

/**
 * product rules: "Chain button": shown only with more than one configured chain or on an unsupported chain ("Wrong
 * network", always shown: it is the way out). `status` picks icon and/or name.
 */
export function ChainButton({ chain, status, onOpen, onPrefetch }: ChainButtonProps) {
  const { chains } = useServices()
  const t = useT(connectButton)
  if (!chain.unsupported && (chains.length <= 1 || status === 'none')) return null
  const configured = findChain(chains, chain.id)
  const common = { type: 'button' as const, onClick: onOpen, onPointerEnter: onPrefetch, onFocus: onPrefetch }
  if (chain.unsupported || !configured) {
    return (
      <button {...common} className="cs-connect-chain cs-wrong-network">
        <span>{t('connect.button.wrongNetwork')}</span>
        <Chevron />
      </button>
    )
  }
  const showIcon = status === 'full' || status === 'icon'
  const showName = status === 'full' || status === 'name'
  return (
    <button {...common} className="cs-connect-chain" aria-label={showName ? undefined : configured.name}>
      {showIcon && <ChainIcon chain={configured} size={24} />}
      {showName && <span>{configured.name}</span>}
      <Chevron />
    </button>
  )
}
