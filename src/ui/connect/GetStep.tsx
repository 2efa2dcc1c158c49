import type { WalletOption } from '../../domain/wallets/walletOption'
import type { Browser } from '../../domain/wallets/detectBrowser'
import { extensionDownloadUrl } from '../../domain/wallets/extensionDownloadUrl'
import { WalletSuggestions } from './WalletSuggestions'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

type Offer = 'connect.get.mobileAndExtension' | 'connect.get.mobile' | 'connect.get.extension'

/** What a suggested wallet offers, as RainbowKit words it. */
function offer(wallet: WalletOption, browser: Browser): Offer | undefined {
  const mobile = Boolean(wallet.hasQrCode && wallet.downloadUrls?.qrCode)
  const extension = extensionDownloadUrl(wallet, browser) !== undefined
  if (mobile && extension) return 'connect.get.mobileAndExtension'
  if (mobile) return 'connect.get.mobile'
  return extension ? 'connect.get.extension' : undefined
}

/** product rules: "Get a Wallet" (desktop): up to 5 suggestions, each with a GET button. */
export function GetStep({
  wallets,
  browser,
  onGet,
}: {
  wallets: readonly WalletOption[]
  browser: Browser
  onGet(wallet: WalletOption): void
}) {
  const t = useT(connect)
  return (
    <WalletSuggestions
      wallets={wallets}
      offer={(wallet) => {
        const key = offer(wallet, browser)
        return key && t(key)
      }}
      action={(wallet) => (
        <button
          type="button"
          className="cs-pill-button"
          onClick={() => onGet(wallet)}
          aria-label={t('connect.get.getWallet', { wallet: wallet.name })}
        >
          {t('connect.get.get')}
        </button>
      )}
      hint={t('connect.get.hint')}
    />
  )
}
