import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { ErrorBoundary } from '../ErrorBoundary'
import { accountPages } from '../i18n/en/accountPages'
import { useT } from '../i18n/useT'

/** The message shown (in English) when a page cannot be drawn (its code failed to load after a deployment, or a bug). */
export const PAGE_ERROR_MESSAGE = accountPages['account.pageError.message']

type Props = {
  children: ReactNode
  /** Drawn with the error message (in the layout: the page-view reporter, told the page failed). */
  failed?: ReactNode
}

/**
 * Keeps the shell usable when a page throws while rendering. Keyed by the path in the layout, so navigating
 * elsewhere starts afresh.
 */
export function PageErrorBoundary({ children, failed }: Props) {
  return (
    <ErrorBoundary label="Page error:" fallback={<PageError failed={failed} />}>
      {children}
    </ErrorBoundary>
  )
}

function PageError({ failed }: { failed: ReactNode }) {
  const t = useT(accountPages)
  return (
    <section className="cs-page" aria-labelledby="page-error-title">
      <h1 id="page-error-title">{t('account.pageError.title')}</h1>
      <p role="alert">{t('account.pageError.message')}</p>
      <p className="cs-page-actions">
        <button type="button" className="cs-button" onClick={() => window.location.reload()}>
          {t('account.pageError.reload')}
        </button>
        <Link className="cs-link" to="/">
          {t('account.page.home')}
        </Link>
      </p>
      {failed}
    </section>
  )
}
