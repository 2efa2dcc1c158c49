import { Suspense, type ReactNode } from 'react'
import { ErrorBoundary } from '../ErrorBoundary'

/**
 * Lazily loaded content with one stand-in: `fallback` shows while the content's code (or data cache) loads and, if
 * loading fails (a flaky network, a deployment that removed the chunk), in its place, so the shell keeps working.
 */
export function Deferred({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary label="Deferred content failed:" fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  )
}
