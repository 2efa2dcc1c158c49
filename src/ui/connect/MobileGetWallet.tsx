import type { WalletOption } from '../../domain/wallets/walletOption'
import { mobileStoreLink } from './mobileStoreLink'
import { WalletSuggestions } from './WalletSuggestions'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

/** product rules: "Get a Wallet", on a phone: up to 3 wallets with an iOS or Android link, each with a GET button. */
export function MobileGetWallet({ wallets }: { wallets: readonly WalletOption[] }) {
  const t = useT(connect)
  return (
    <WalletSuggestions
      wallets={wallets}
      offer={() => t('connect.get.mobile')}
      action={(wallet) => {
        const href = mobileStoreLink(wallet)
        return (
          href && (
            <a
              className="cs-pill-button"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('connect.get.getWallet', { wallet: wallet.name })}
            >
              {t('connect.get.get')}
            </a>
          )
        )
      }}
      hint={t('connect.get.mobileHint')}
    />
  )
}
