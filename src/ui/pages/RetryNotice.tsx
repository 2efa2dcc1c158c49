import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'

/** A failure announced with its message and a "Try again" button (the Studio's profile, notes and totals). */
export function RetryNotice({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useT(studio)
  return (
    <div className="cs-notice" role="alert">
      <p>{message}</p>
      <p>
        <button type="button" className="cs-button" onClick={onRetry}>
          {t('studio.retry')}
        </button>
      </p>
    </div>
  )
}
