import type { WalletPanelState } from '../../domain/connection/connectPanelState'
import type { Browser } from '../../domain/wallets/detectBrowser'
import { extensionDownloadUrl } from '../../domain/wallets/extensionDownloadUrl'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { QrCode } from './QrCode'
import { unavailableReasonText } from './unavailableReasonText'
import { WalletIcon } from './WalletIcon'
import { connect } from '../i18n/en/connect'
import { errors } from '../i18n/en/errors'
import { useT } from '../i18n/useT'

export type ConnectStepProps = {
  state: WalletPanelState
  option: WalletOption
  browser: Browser
  compact: boolean
  qrSize: number
  onRetry(): void
  onGet(): void
}

/**
 * CONNECT (product rules: "Connect panel steps", "Wallet not installed"): the QR code of a QR wallet; else the confirm
 * prompt while connecting with RETRY after an error; a wallet that is not ready says it is not installed (INSTALL link)
 * or not available.
 */
export function ConnectStep({ state, option, browser, compact, qrSize, onRetry, onGet }: ConnectStepProps) {
  const { wallet, qrUri, connectState } = state
  const t = useT(connect)
  const te = useT(errors)
  if (qrUri && wallet.hasQrCode) {
    return (
      <div className="cs-connect-qr">
        <QrCode
          uri={qrUri}
          size={qrSize}
          logoUrl={option.iconUrl}
          logoBackground={option.iconBackground}
          logoSize={compact ? 60 : 72}
          label={t('connect.step.qrLabel', { wallet: wallet.name })}
        />
        {option.downloadUrls?.qrCode && (
          <div className="cs-secondary">
            <span className="cs-muted">{t('connect.step.noWallet', { wallet: wallet.name })}</span>
            <button type="button" className="cs-pill-button" onClick={onGet}>
              {t('connect.get.get')}
            </button>
          </div>
        )}
      </div>
    )
  }
  const install = wallet.ready ? undefined : extensionDownloadUrl(option, browser)
  const reason = unavailableReasonText(t, option.unavailableReason)
  return (
    <div className="cs-connect-status">
      <WalletIcon url={option.iconUrl} background={option.iconBackground} size={60} radius={14} />
      <h4 className="cs-connect-title" aria-live="polite">
        {wallet.ready
          ? t('connect.step.opening', { wallet: wallet.name })
          : te(install ? 'errors.wallet-not-installed' : 'errors.wallet-not-available', { wallet: wallet.name })}
      </h4>
      {!wallet.ready && install && (
        <a className="cs-pill-button" href={install} target="_blank" rel="noopener noreferrer">
          {t('connect.step.install')}
        </a>
      )}
      {!wallet.ready && !install && reason && <p className="cs-muted cs-center">{reason}</p>}
      {wallet.ready && (
        <>
          <p className="cs-muted">{t('connect.step.confirm')}</p>
          {connectState === 'error' && (
            <button type="button" className="cs-pill-button" onClick={onRetry}>
              {t('connect.step.retry')}
            </button>
          )}
        </>
      )}
    </div>
  )
}
