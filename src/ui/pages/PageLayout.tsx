import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { Shell } from '../Shell'
import { PageErrorBoundary } from './PageErrorBoundary'
import './pages.css'

/** Shown while a lazily loaded page's code arrives. */
function PageLoading() {
  return (
    <p className="cs-page-status" role="status">
      Loading…
    </p>
  )
}

/**
 * The shell around every route's page (`children`). After a client-side navigation to another page the window scrolls
 * to the top and focus moves to the main region, so keyboard and screen-reader users start at the new page (not on
 * the first load).
 */
export function PageLayout({ children }: { children?: ReactNode }) {
  const [pathname] = useLocation()
  // The path last settled on: the first render (and StrictMode's second effect run) is not a navigation.
  const settled = useRef(pathname)
  useEffect(() => {
    if (settled.current === pathname) return
    settled.current = pathname
    window.scrollTo?.(0, 0)
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])
  return (
    <Shell>
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoading />}>
          {children}
        </Suspense>
      </PageErrorBoundary>
    </Shell>
  )
}
