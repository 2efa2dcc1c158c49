import type { WalletOption } from '../../domain/wallets/walletOption'
import type { Browser } from '../../domain/wallets/detectBrowser'
import { extensionDownloadUrl } from '../../domain/wallets/extensionDownloadUrl'
import { WalletSuggestions } from './WalletSuggestions'

/** What a suggested wallet offers, as RainbowKit words it. */
function offer(wallet: WalletOption, browser: Browser): string | undefined {
  const mobile = Boolean(wallet.hasQrCode && wallet.downloadUrls?.qrCode)
  const extension = extensionDownloadUrl(wallet, browser) !== undefined
  if (mobile && extension) return 'Mobile Wallet and Extension'
  if (mobile) return 'Mobile Wallet'
  return extension ? 'Browser Extension' : undefined
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
  return (
    <WalletSuggestions
      wallets={wallets}
      offer={(wallet) => offer(wallet, browser)}
      action={(wallet) => (
        <button
          type="button"
          className="cs-pill-button"
          onClick={() => onGet(wallet)}
          aria-label={`Get ${wallet.name}`}
        >
          GET
        </button>
      )}
      hint="Select a wallet on the left to get started with a different wallet provider."
    />
  )
}
