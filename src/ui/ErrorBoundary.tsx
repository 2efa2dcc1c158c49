import { Component, type ReactNode } from 'react'

export type ErrorBoundaryProps = {
  /** Drawn in place of the children once they threw. */
  fallback: ReactNode
  /** What failed, for the console (e.g. `Page error:`). */
  label: string
  /** Told once the children threw (after the fallback is drawn). */
  onError?(error: unknown): void
  children: ReactNode
}

/**
 * Keeps the rest of the page when `children` throw while rendering (React has no hook for this): `fallback` takes
 * their place and the error is logged. Give it a key to start afresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error(this.props.label, error)
    this.props.onError?.(error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
