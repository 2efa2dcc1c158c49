import { NoopAnalytics } from '../adapters/analytics/noopAnalytics'
import type { Analytics } from '../ports/analytics'

type PageView = Parameters<Analytics['pageView']>[0]

/** Loads the Google Analytics adapter (a separate chunk: not in the first page load). */
export type GoogleAnalyticsLoader = () => Promise<{
  GoogleAnalytics: new (params: { measurementId: string }) => Analytics
}>

const loadGoogleAnalytics: GoogleAnalyticsLoader = () => import('../adapters/analytics/googleAnalytics')

/**
 * The Analytics adapter of the configuration: Google Analytics when VITE_GA_MEASUREMENT_ID is set, else NoopAnalytics
 * (no third-party request at all). The GA adapter is loaded with `import()`; page views reported meanwhile are kept
 * and sent, in order, once it is there. A load that fails drops them (analytics never breaks the page).
 * @example createAnalytics({ gaMeasurementId: undefined }) // NoopAnalytics
 */
export function createAnalytics(
  { gaMeasurementId }: { gaMeasurementId: string | undefined },
  load: GoogleAnalyticsLoader = loadGoogleAnalytics,
): Analytics {
  if (!gaMeasurementId) return new NoopAnalytics()
  let adapter: Analytics | undefined
  let queue: PageView[] | undefined = []
  void load()
    .then(({ GoogleAnalytics }) => {
      adapter = new GoogleAnalytics({ measurementId: gaMeasurementId })
      for (const view of queue ?? []) adapter.pageView(view)
    })
    .catch((err: unknown) => console.warn('Analytics could not be loaded:', err))
    .finally(() => (queue = undefined))
  return {
    pageView(view) {
      if (adapter) adapter.pageView(view)
      else queue?.push(view)
    },
  }
}
