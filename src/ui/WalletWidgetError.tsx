import { connectButton } from './i18n/en/connectButton'
import { useT } from './i18n/useT'

/** Said in the header, in the wallet sign-in's place, when it throws while drawing (a bug, or data it cannot draw). */
export const WALLET_ERROR_MESSAGE = connectButton['connect.widget.failed']

/**
 * The wallet sign-in's stand-in when it cannot be drawn. The rest of the page keeps working (nothing typed is lost);
 * a reload, when the visitor chooses, restores the data cache through its checks and reconnects the wallet. No "try
 * again": the widget would be drawn from the same state and data, and fail the same way.
 */
export function WalletWidgetError() {
  const t = useT(connectButton)
  return (
    <div className="cs-shell-wallet-error">
      <p role="alert" className="cs-error-text">
        {t('connect.widget.failed')}
      </p>
      <button type="button" className="cs-button" onClick={() => window.location.reload()}>
        {t('connect.widget.reload')}
      </button>
    </div>
  )
}
