/** Where the router is (pathname, query string and fragment as the router reports them). */
export type PageLocation = { pathname: string; search: string; hash: string }

/**
 * SPEC 1 and 4: a page view is reported for the first view and for every completed navigation to another
 * pathname; not when only the query or fragment changed, nor for a shallow navigation.
 * @example shouldReportPageView({ pathname: '/', search: '', hash: '' }, { pathname: '/a', search: '', hash: '' }) === true
 */
export function shouldReportPageView(
  previous: PageLocation | null,
  next: PageLocation,
  { shallow = false }: { shallow?: boolean | undefined } = {},
): boolean {
  if (shallow) return false
  return previous === null || previous.pathname !== next.pathname
}

/** The path reported to analytics: pathname plus query string (the fragment never reaches a server). */
export function pageViewPath({ pathname, search }: PageLocation): string {
  if (!search || search === '?') return pathname
  return `${pathname}${search.startsWith('?') ? search : `?${search}`}`
}
