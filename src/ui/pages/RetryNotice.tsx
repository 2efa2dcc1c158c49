import type { ActionFailure } from '../../domain/errors/failure'
import { errorsWithFailures, failureText } from '../failureText'
import { studio } from '../i18n/en/studio'
import { useT } from '../i18n/useT'

/** A failure announced by what failed and why, with a "Try again" button (the Studio's profile, notes and totals). */
export function RetryNotice({ failure, onRetry }: { failure: ActionFailure; onRetry(): void }) {
  const t = useT(studio)
  const te = useT(errorsWithFailures)
  return (
    <div className="cs-notice" role="alert">
      <p>{failureText(te, failure)}</p>
      <p>
        <button type="button" className="cs-button" onClick={onRetry}>
          {t('studio.retry')}
        </button>
      </p>
    </div>
  )
}
