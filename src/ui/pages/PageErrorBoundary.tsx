import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { ErrorBoundary } from '../ErrorBoundary'

/** The message shown when a page cannot be drawn (its code failed to load after a deployment, or a bug). */
export const PAGE_ERROR_MESSAGE = 'This page could not be loaded.'

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
  return (
    <section className="cs-page" aria-labelledby="page-error-title">
      <h1 id="page-error-title">Something went wrong</h1>
      <p role="alert">{PAGE_ERROR_MESSAGE}</p>
      <p className="cs-page-actions">
        <button type="button" className="cs-button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link className="cs-link" to="/">
          Go to the home page
        </Link>
      </p>
      {failed}
    </section>
  )
}
