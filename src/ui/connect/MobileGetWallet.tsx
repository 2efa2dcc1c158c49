import type { WalletOption } from '../../domain/wallets/walletOption'
import { WalletIcon } from './WalletIcon'

/** The store link for this phone: iOS on Apple devices, else Android, else whichever exists. */
function storeLink(wallet: WalletOption): string | undefined {
  const apple = typeof navigator !== 'undefined' && /iPhone|iPad|iPod|Macintosh/.test(navigator.userAgent)
  const urls = wallet.downloadUrls
  return (apple ? urls?.ios ?? urls?.android : urls?.android ?? urls?.ios) ?? urls?.mobile
}

/** SPEC 2 mobile "Get a Wallet": up to 3 wallets with an iOS or Android link, each with a GET button. */
export function MobileGetWallet({ wallets }: { wallets: readonly WalletOption[] }) {
  return (
    <div className="cs-get">
      <ul className="cs-get-list">
        {wallets.map((wallet) => (
          <li key={wallet.id} className="cs-get-item">
            <WalletIcon url={wallet.iconUrl} background={wallet.iconBackground} size={48} radius={12} />
            <div className="cs-get-text">
              <span className="cs-get-name">{wallet.name}</span>
              <span className="cs-muted">Mobile Wallet</span>
            </div>
            {storeLink(wallet) && (
              <a className="cs-pill-button" href={storeLink(wallet)} target="_blank" rel="noopener noreferrer" aria-label={`Get ${wallet.name}`}>
                GET
              </a>
            )}
          </li>
        ))}
      </ul>
      <div className="cs-get-footer">
        <p className="cs-strong">Not what you're looking for?</p>
        <p className="cs-muted">Select a wallet on the main screen to get started with a different wallet provider.</p>
      </div>
    </div>
  )
}
