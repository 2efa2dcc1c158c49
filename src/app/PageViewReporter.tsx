import { useEffect, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { isShallowNavigation } from '../ui/pages/shallowNavigation'
import { useServices } from '../ui/servicesContext'

// Where the last back/forward (popstate) went. Listened to from the module's start, so it is known before the router
// (which listens from its first render) re-renders for that navigation.
let traversedTo: string | null = null
if (typeof window !== 'undefined') window.addEventListener('popstate', () => void (traversedTo = window.location.href))

/**
 * Feeds the browser's location to the page-view rule (SPEC 1, 4) once each navigation has been rendered, and the
 * first location on load. Shallow navigations carry `SHALLOW_NAVIGATION` as their history state (see
 * shallowNavigation.ts); the domain's PageViewTracker decides what counts, and reports through the Analytics port. The
 * flag counts only for the navigation that set it: the first location (a load or a reload of that entry) and going
 * back or forward to it are real visits. The router's location is the trigger; the reported path is the address bar's,
 * as sent (the router decodes it).
 */
export function PageViewReporter() {
  const { pageViews } = useServices()
  const [path] = useLocation()
  const query = useSearch()
  const first = useRef(true)
  useEffect(() => {
    const { pathname, search, hash, href } = window.location
    const shallow = !first.current && traversedTo !== href && isShallowNavigation(window.history.state)
    first.current = false
    traversedTo = null
    // StrictMode runs this twice on mount: the tracker sees the same path again and reports nothing the second time.
    pageViews?.navigated({ pathname, search, hash }, { shallow })
  }, [pageViews, path, query])
  return null
}
