import type { ReactNode } from 'react'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { WalletIcon } from './WalletIcon'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

type WalletSuggestionsProps = {
  wallets: readonly WalletOption[]
  /** What the wallet offers ("Mobile Wallet", "Browser Extension"...), shown under its name when known. */
  offer(wallet: WalletOption): string | undefined
  /** The GET control of a wallet (a button on desktop, a store link on mobile); nothing hides it. */
  action(wallet: WalletOption): ReactNode
  /** The footer's hint on where to pick a different wallet. */
  hint: string
}

/**
 * product rules: "Get a Wallet", desktop and mobile: the suggested wallets, each with a GET control, and a footer hint.
 */
export function WalletSuggestions({ wallets, offer, action, hint }: WalletSuggestionsProps) {
  const t = useT(connect)
  return (
    <div className="cs-get">
      <ul className="cs-get-list">
        {wallets.map((wallet) => {
          const offered = offer(wallet)
          return (
            <li key={wallet.id} className="cs-get-item">
              <WalletIcon url={wallet.iconUrl} background={wallet.iconBackground} size={48} radius={12} />
              <div className="cs-get-text">
                <span className="cs-get-name">{wallet.name}</span>
                {offered && <span className="cs-muted">{offered}</span>}
              </div>
              {action(wallet)}
            </li>
          )
        })}
      </ul>
      <div className="cs-get-footer">
        <p className="cs-strong">{t('connect.get.notFound')}</p>
        <p className="cs-muted">{hint}</p>
      </div>
    </div>
  )
}
