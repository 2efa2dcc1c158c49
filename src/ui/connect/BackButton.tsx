import { connect } from '../i18n/en/connect'
import { useT } from '../i18n/useT'

/**
 * The back arrow of the connect panels (product rules: "Connect panel steps": back arrows return to the previous step).
 */
export function BackButton({ onClick }: { onClick(): void }) {
  const t = useT(connect)
  return (
    <button type="button" className="cs-back" aria-label={t('connect.modal.back')} onClick={onClick}>
      <svg className="cs-directional" width="11" height="18" viewBox="0 0 11 18" aria-hidden="true" focusable="false">
        <path
          d="M9 2 2 9l7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
