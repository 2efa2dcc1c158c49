import { useState } from 'react'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { useWalletSession } from '../hooks/useWalletSession'
import { useServices } from '../servicesContext'
import { useMobileDeepLink } from './useMobileDeepLink'
import { WalletIcon } from './WalletIcon'

/** SPEC 2 mobile: the row of wallets ("Recent" tag, "(unsupported)" when not ready); a tap connects. */
export function MobileWalletRow({ wallets }: { wallets: readonly WalletOption[] }) {
  const { wallet } = useServices()
  const session = useWalletSession()
  const [chosen, setChosen] = useState<WalletOption | undefined>(undefined)
  useMobileDeepLink(chosen)
  const connect = (option: WalletOption) => {
    setChosen(option)
    void wallet.connect(option.id)
  }
  const connecting = session.status === 'connecting' && session.walletId === chosen?.id
  const failed = chosen !== undefined && session.status === 'disconnected' && session.error !== undefined
  return (
    <div className="cs-mobile-wallets">
      <ul className="cs-mobile-row">
        {wallets.map((option) => (
          <li key={option.id}>
            <button type="button" className="cs-mobile-wallet" disabled={!option.ready} onClick={() => connect(option)}>
              <WalletIcon url={option.iconUrl} background={option.iconBackground} size={60} radius={14} />
              <span className="cs-mobile-wallet-name">
                {option.shortName ?? option.name}
                {!option.ready && ' (unsupported)'}
              </span>
              {option.recent && <span className="cs-recent">Recent</span>}
            </button>
          </li>
        ))}
      </ul>
      <div className="cs-mobile-status" aria-live="polite">
        {connecting && chosen && <p className="cs-muted cs-center">Opening {chosen.name}...</p>}
        {failed && chosen && (
          <button type="button" className="cs-pill-button" onClick={() => connect(chosen)}>RETRY</button>
        )}
      </div>
    </div>
  )
}
