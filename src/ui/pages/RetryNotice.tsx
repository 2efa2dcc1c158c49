import { catalogueText } from '../errorText'
import { errors } from '../i18n/en/errors'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'

/**
 * A failure announced with its message and a "Try again" button (the Studio's profile, notes and totals). The message
 * is the domain's English: shown as it is on an English page, the errors catalogue's in another language.
 */
export function RetryNotice({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useT(studio)
  const te = useT(errors)
  return (
    <div className="cs-notice" role="alert">
      <p>{catalogueText(te, message)}</p>
      <p>
        <button type="button" className="cs-button" onClick={onRetry}>
          {t('studio.retry')}
        </button>
      </p>
    </div>
  )
}
