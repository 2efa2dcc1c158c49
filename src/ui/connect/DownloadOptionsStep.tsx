import type { Browser } from '../../domain/wallets/detectBrowser'
import { extensionDownloadUrl } from '../../domain/wallets/extensionDownloadUrl'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { WalletIcon } from './WalletIcon'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

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
  const t = useT(connect)
  const store = extensionDownloadUrl(option, browser)
  const named = browser !== 'Browser'
  return (
    <div className="cs-download-options">
      {store && (
        <div className="cs-option-card">
          <WalletIcon url={option.iconUrl} background={option.iconBackground} size={48} radius={12} />
          <h4>
            {named
              ? t('connect.download.forBrowser', { wallet: option.name, browser })
              : t('connect.download.forYourBrowser', { wallet: option.name })}
          </h4>
          <p className="cs-muted">{t('connect.download.extensionText')}</p>
          <a
            className="cs-action cs-action-primary"
            href={store}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onChoose('extension')}
          >
            {named ? t('connect.download.addTo', { browser }) : t('connect.download.addToYourBrowser')}
          </a>
        </div>
      )}
      <div className="cs-option-card">
        <WalletIcon url={option.iconUrl} background={option.iconBackground} size={48} radius={12} />
        <h4>{t('connect.download.forMobile', { wallet: option.name })}</h4>
        <p className="cs-muted">{t('connect.download.mobileText')}</p>
        <button type="button" className="cs-action cs-action-primary" onClick={() => onChoose('mobile')}>
          {t('connect.download.getApp')}
        </button>
      </div>
    </div>
  )
}
