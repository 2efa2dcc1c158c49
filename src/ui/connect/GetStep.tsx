import type { WalletOption } from '../../domain/wallets/walletOption'
import type { Browser } from '../../domain/wallets/detectBrowser'
import { extensionDownloadUrl } from '../../domain/wallets/extensionDownloadUrl'
import { WalletIcon } from './WalletIcon'

/** What a suggested wallet offers, as RainbowKit words it. */
function offer(wallet: WalletOption, browser: Browser): string | undefined {
  const mobile = Boolean(wallet.hasQrCode && wallet.downloadUrls?.qrCode)
  const extension = extensionDownloadUrl(wallet, browser) !== undefined
  if (mobile && extension) return 'Mobile Wallet and Extension'
  if (mobile) return 'Mobile Wallet'
  return extension ? 'Browser Extension' : undefined
}

/** SPEC 2 "Get a Wallet" (desktop): up to 5 suggestions, each with a GET button. */
export function GetStep({ wallets, browser, onGet }: { wallets: readonly WalletOption[]; browser: Browser; onGet(wallet: WalletOption): void }) {
  return (
    <div className="cs-get">
      <ul className="cs-get-list">
        {wallets.map((wallet) => (
          <li key={wallet.id} className="cs-get-item">
            <WalletIcon url={wallet.iconUrl} background={wallet.iconBackground} size={48} radius={12} />
            <div className="cs-get-text">
              <span className="cs-get-name">{wallet.name}</span>
              {offer(wallet, browser) && <span className="cs-muted">{offer(wallet, browser)}</span>}
            </div>
            <button type="button" className="cs-pill-button" onClick={() => onGet(wallet)} aria-label={`Get ${wallet.name}`}>
              GET
            </button>
          </li>
        ))}
      </ul>
      <div className="cs-get-footer">
        <p className="cs-strong">Not what you're looking for?</p>
        <p className="cs-muted">Select a wallet on the left to get started with a different wallet provider.</p>
      </div>
    </div>
  )
}
