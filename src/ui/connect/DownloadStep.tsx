import type { WalletOption } from '../../domain/wallets/walletOption'
import { QrCode } from './QrCode'

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
          label={`QR code to download ${option.name}`}
        />
      )}
      <p className="cs-muted cs-center">Scan with your phone to download on iOS or Android</p>
      <button type="button" className="cs-action cs-action-primary" onClick={onContinue}>
        Continue
      </button>
    </div>
  )
}
