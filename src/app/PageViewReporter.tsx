import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { isShallowNavigation } from '../ui/pages/shallowNavigation'
import { useServices } from '../ui/servicesContext'

// Where the last back/forward (popstate) went. Listened to from the module's start, so it is known before the router
// (which listens from its first render) re-renders for that navigation.
let traversedTo: string | null = null
if (typeof window !== 'undefined')
  window.addEventListener('popstate', () => {
    traversedTo = window.location.href
  })

/**
 * Feeds the browser's location to the page-view rule (product rules: "Page views") once each navigation has completed:
 * drawn beside the page inside its Suspense boundary (see routes.tsx), its effect runs in the commit that shows the
 * page, so a page whose code is still loading is not counted yet; with `failed` it is drawn with the error instead, and
 * the navigation moves the tracked location without a page view. The domain's PageViewTracker decides what counts
 * (the first location always does) and reports through the Analytics port. Shallow navigations carry
 * `SHALLOW_NAVIGATION` as their history state (see shallowNavigation.ts); the flag counts only for the navigation
 * that set it, so going back or forward to that entry is a real visit. The router's location is the trigger; the
 * reported path is the address bar's, as sent (the router decodes it).
 */
export function PageViewReporter({ failed = false }: { failed?: boolean }) {
  const { pageViews } = useServices()
  const [path] = useLocation()
  const query = useSearch()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the router's path and query are the trigger; the address bar is what is read
  useEffect(() => {
    const { pathname, search, hash, href } = window.location
    const shallow = traversedTo !== href && isShallowNavigation(window.history.state)
    traversedTo = null
    // StrictMode runs this twice on mount: the tracker sees the same path again and reports nothing the second time.
    pageViews?.navigated({ pathname, search, hash }, { shallow, failed })
  }, [pageViews, path, query, failed])
  return null
}
