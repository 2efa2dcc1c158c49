import { Component, Suspense, type ReactNode } from 'react'

type DeferredProps = { fallback: ReactNode; children: ReactNode }

/**
 * Lazily loaded content with one stand-in: `fallback` shows while the content's code (or data cache) loads and, if
 * loading fails (a flaky network, a deployment that removed the chunk), in its place, so the shell keeps working.
 */
export class Deferred extends Component<DeferredProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error('Deferred content failed:', error)
  }

  override render() {
    if (this.state.failed) return this.props.fallback
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>
  }
}
