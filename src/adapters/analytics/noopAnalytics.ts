import type { Analytics } from '../../ports/analytics'

/** The default: page views go nowhere, and no third-party request is ever made. */
export class NoopAnalytics implements Analytics {
  pageView(): void {}
}
