/** Where the router is (pathname, query string and fragment as the router reports them). */
export type PageLocation = { pathname: string; search: string; hash: string }

/** How a navigation ended: `shallow` (the URL changed, the page stayed), `failed` (its page could not be shown). */
export type NavigationOutcome = { shallow?: boolean | undefined; failed?: boolean | undefined }

/**
 * product rules: "Page views", after Next.js's routeChangeComplete: a page view is reported for the first view (a load
 * or reload is a visit, even of an entry a shallow navigation made) and for every completed navigation to another page,
 * meaning another pathname or query string. Not when only the fragment changed (Next.js's hashChangeComplete), not for
 * a shallow navigation, and not for one whose page failed to load (Next.js's routeChangeError).
 * @example
 * const at = (search: string) => ({ pathname: '/', search, hash: '' })
 * shouldReportPageView(at('?q=a'), at('?q=b')) === true && shouldReportPageView(at('?q=a'), at('?q=a#top')) === false
 */
export function shouldReportPageView(
  previous: PageLocation | null,
  next: PageLocation,
  { shallow = false, failed = false }: NavigationOutcome = {},
): boolean {
  if (failed) return false
  if (previous === null) return true
  return !shallow && pageViewPath(previous) !== pageViewPath(next)
}

/** The path reported to analytics: pathname plus query string (the fragment never reaches a server). */
export function pageViewPath({ pathname, search }: PageLocation): string {
  if (!search || search === '?') return pathname
  return `${pathname}${search.startsWith('?') ? search : `?${search}`}`
}
