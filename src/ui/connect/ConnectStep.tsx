import type { WalletPanelState } from '../../domain/connection/connectPanelState'
import { walletNotAvailableMessage, walletNotInstalledMessage } from '../../domain/errors/errorCatalogue'
import type { Browser } from '../../domain/wallets/detectBrowser'
import { extensionDownloadUrl } from '../../domain/wallets/extensionDownloadUrl'
import type { WalletOption } from '../../domain/wallets/walletOption'
import { QrCode } from './QrCode'
import { WalletIcon } from './WalletIcon'

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
  if (qrUri && wallet.hasQrCode) {
    return (
      <div className="cs-connect-qr">
        <QrCode
          uri={qrUri}
          size={qrSize}
          logoUrl={option.iconUrl}
          logoBackground={option.iconBackground}
          logoSize={compact ? 60 : 72}
          label={`QR code for ${wallet.name}`}
        />
        {option.downloadUrls?.qrCode && (
          <div className="cs-secondary">
            <span className="cs-muted">Don't have {wallet.name}?</span>
            <button type="button" className="cs-pill-button" onClick={onGet}>
              GET
            </button>
          </div>
        )}
      </div>
    )
  }
  const install = wallet.ready ? undefined : extensionDownloadUrl(option, browser)
  return (
    <div className="cs-connect-status">
      <WalletIcon url={option.iconUrl} background={option.iconBackground} size={60} radius={14} />
      <h4 className="cs-connect-title" aria-live="polite">
        {wallet.ready
          ? `Opening ${wallet.name}...`
          : install
            ? walletNotInstalledMessage(wallet.name)
            : walletNotAvailableMessage(wallet.name)}
      </h4>
      {!wallet.ready && install && (
        <a className="cs-pill-button" href={install} target="_blank" rel="noopener noreferrer">
          INSTALL
        </a>
      )}
      {!wallet.ready && !install && option.unavailableReason && (
        <p className="cs-muted cs-center">{option.unavailableReason}</p>
      )}
      {wallet.ready && (
        <>
          <p className="cs-muted">Confirm connection in the extension</p>
          {connectState === 'error' && (
            <button type="button" className="cs-pill-button" onClick={onRetry}>
              RETRY
            </button>
          )}
        </>
      )}
    </div>
  )
}
