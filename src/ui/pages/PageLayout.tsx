import { Suspense, useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { Shell } from '../Shell'
import { accountPages } from '../i18n/en/accountPages'
import { useT } from '../i18n/useT'
import { PageErrorBoundary } from './PageErrorBoundary'
import './pages.css'

/** Shown while a lazily loaded page's code arrives. */
function PageLoading() {
  const t = useT(accountPages)
  return (
    <p className="cs-page-status" role="status">
      {t('account.page.loading')}
    </p>
  )
}

type Props = {
  children?: ReactNode
  /** Drawn beside the page inside its Suspense boundary, so it commits with the page: once the page is shown. */
  shown?: ReactNode
  /** Drawn with the error that replaces a page which failed to load or render. */
  failed?: ReactNode
}

/**
 * The shell around every route's page (`children`). After a client-side navigation to another page the window scrolls
 * to the top and focus moves to the main region, so keyboard and screen-reader users start at the new page (not on
 * the first load). `shown` and `failed` let the app learn how each navigation ended (the page-view reporter).
 */
export function PageLayout({ children, shown, failed }: Props) {
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
      <PageErrorBoundary key={pathname} failed={failed}>
        <Suspense fallback={<PageLoading />}>
          {children}
          {shown}
        </Suspense>
      </PageErrorBoundary>
    </Shell>
  )
}
