import type { WalletOption } from '../../domain/wallets/walletOption'
import { QrCode } from './QrCode'
import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

/** "Install {wallet}" (product rules: "Connect panel titles"): a QR code of the mobile download page, then Continue. */
export function DownloadStep({
  option,
  qrSize,
  onContinue,
}: {
  option: WalletOption
  qrSize: number
  onContinue(): void
}) {
  const t = useT(connect)
  const url = option.downloadUrls?.qrCode
  return (
    <div className="cs-download">
      {url && (
        <QrCode
          uri={url}
          size={qrSize}
          logoUrl={option.iconUrl}
          logoBackground={option.iconBackground}
          logoSize={60}
          label={t('connect.download.qrLabel', { wallet: option.name })}
        />
      )}
      <p className="cs-muted cs-center">{t('connect.download.scan')}</p>
      <button type="button" className="cs-action cs-action-primary" onClick={onContinue}>
        {t('connect.download.continue')}
      </button>
    </div>
  )
}
