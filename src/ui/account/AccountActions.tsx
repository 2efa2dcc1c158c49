import { account } from '../i18n/en/account'
import { useT } from '../i18n/useT'
import { useServices } from '../servicesContext'
import { useCopyAddress } from './useCopyAddress'

/** "Copy Address" (turns to "Copied!" for 1.5 s) and "Disconnect". */
export function AccountActions({ address, onDisconnect }: { address: string | undefined; onDisconnect(): void }) {
  const { clipboard } = useServices()
  const { copied, copy } = useCopyAddress(clipboard, address)
  const t = useT(account)
  return (
    <div className="cs-account-actions">
      <button type="button" className="cs-button" onClick={() => void copy()}>
        <CopyIcon copied={copied} />
        <span aria-live="polite">{copied ? t('account.actions.copied') : t('account.actions.copy')}</span>
      </button>
      <button type="button" className="cs-button" onClick={onDisconnect}>
        <DisconnectIcon />
        {t('account.actions.disconnect')}
      </button>
    </div>
  )
}

function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {copied ? (
        <path d="M3 8.5l3 3 7-7" />
      ) : (
        <>
          <rect x="5.5" y="5.5" width="8" height="8" rx="2" />
          <path d="M10.5 3.5v-.5a1.5 1.5 0 0 0-1.5-1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5" />
        </>
      )}
    </svg>
  )
}

function DisconnectIcon() {
  return (
    <svg
      className="cs-directional"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 2.5H4A1.5 1.5 0 0 0 2.5 4v8A1.5 1.5 0 0 0 4 13.5h2M10.5 11l3-3-3-3M13.5 8H6" />
    </svg>
  )
}
