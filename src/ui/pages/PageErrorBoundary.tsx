import { Component, type ReactNode } from 'react'
import { Link } from 'wouter'

type State = { failed: boolean }

/** The message shown when a page cannot be drawn (its code failed to load after a deployment, or a bug). */
export const PAGE_ERROR_MESSAGE = 'This page could not be loaded.'

/**
 * Keeps the shell usable when a page throws while rendering (React has no hook for this). Keyed by the path in
 * the layout, so navigating elsewhere starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error('Page error:', error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
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
      </section>
    )
  }
}
