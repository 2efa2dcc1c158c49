import { pageViewPath, shouldReportPageView, type NavigationOutcome, type PageLocation } from './shouldReportPageView'

/**
 * Feeds completed navigations through the page-view rule and reports the ones that count. Takes a plain
 * `report(path)` function so the domain does not depend on the Analytics port; the app passes
 * `(path) => analytics.pageView({ path })`.
 */
export class PageViewTracker {
  private last: PageLocation | null = null

  constructor(private readonly report: (path: string) => void) {}

  /**
   * Call once per navigation whose page was rendered, or failed to (and once for the first render). Shallow and
   * failed navigations still move the tracked location, so coming back from them by a real navigation compares
   * against where the visitor was. Returns true when a page view was reported.
   */
  navigated(location: PageLocation, outcome: NavigationOutcome = {}): boolean {
    const report = shouldReportPageView(this.last, location, outcome)
    this.last = { pathname: location.pathname, search: location.search, hash: location.hash }
    if (report) this.report(pageViewPath(location))
    return report
  }
}
