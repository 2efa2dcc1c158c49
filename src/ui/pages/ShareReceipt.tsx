import { useCopyAddress } from '../account/useCopyAddress'
import { receipts } from '../i18n/en/receipts'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'

/**
 * Share the receipt: the browser's share sheet where it has one (the Web Share API), else "Copy link" with "Copied"
 * for a moment after (as "Copy address"). A share the visitor cancels is no failure.
 */
export function ShareReceipt({ url, title }: { url: string; title: string }) {
  const { clipboard } = useServices()
  const t = useT(receipts)
  const { copied, copy } = useCopyAddress(clipboard, url)
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    const share = () => void navigator.share({ title, url }).catch(() => {})
    return (
      <button type="button" className="cs-button" onClick={share}>
        {t('receipts.share')}
      </button>
    )
  }
  return (
    <button type="button" className="cs-button" onClick={() => void copy()}>
      {copied ? t('receipts.copied') : t('receipts.copyLink')}
    </button>
  )
}
