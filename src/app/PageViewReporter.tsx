import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { isShallowNavigation } from '../ui/pages/shallowNavigation'
import { useServices } from '../ui/servicesContext'

/**
 * Feeds the router's location to the page-view rule (SPEC 1, 4) once each navigation has been rendered, and the
 * first location on load. Shallow navigations carry `SHALLOW_NAVIGATION` as their state (see shallowNavigation.ts);
 * the domain's PageViewTracker decides what counts, and reports through the Analytics port. The flag counts only for
 * the navigation that set it: going back or forward (POP) to that history entry, or reloading it, is a real visit.
 */
export function PageViewReporter() {
  const { pageViews } = useServices()
  const location = useLocation()
  const type = useNavigationType()
  useEffect(() => {
    // StrictMode runs this twice on mount: the tracker sees the same path again and reports nothing the second time.
    pageViews?.navigated(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { shallow: type !== 'POP' && isShallowNavigation(location.state) },
    )
  }, [pageViews, location, type])
  return null
}
