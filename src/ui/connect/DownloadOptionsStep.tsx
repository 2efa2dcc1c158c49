import type { Browser } from '../../domain/wallets/detectBrowser'
import { extensionDownloadUrl } from '../../domain/wallets/extensionDownloadUrl'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { WalletIcon } from './WalletIcon'

/**
 * "Get {wallet}" (product rules: "Connect panel titles"): the browser extension (opens the store in a new tab) or the
 * mobile app.
 */
export function DownloadOptionsStep({
  option,
  browser,
  onChoose,
}: {
  option: WalletOption
  browser: Browser
  onChoose(choice: 'extension' | 'mobile'): void
}) {
  const store = extensionDownloadUrl(option, browser)
  const browserName = browser === 'Browser' ? 'your browser' : browser
  return (
    <div className="cs-download-options">
      {store && (
        <div className="cs-option-card">
          <WalletIcon url={option.iconUrl} background={option.iconBackground} size={48} radius={12} />
          <h4>
            {option.name} for {browserName}
          </h4>
          <p className="cs-muted">Access your wallet right from your favorite web browser.</p>
          <a
            className="cs-action cs-action-primary"
            href={store}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onChoose('extension')}
          >
            Add to {browserName}
          </a>
        </div>
      )}
      <div className="cs-option-card">
        <WalletIcon url={option.iconUrl} background={option.iconBackground} size={48} radius={12} />
        <h4>{option.name} for Mobile</h4>
        <p className="cs-muted">Use the mobile wallet to explore the world of Ethereum.</p>
        <button type="button" className="cs-action cs-action-primary" onClick={() => onChoose('mobile')}>
          Get the app
        </button>
      </div>
    </div>
  )
}
