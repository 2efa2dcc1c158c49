import type { Analytics } from '../../ports/analytics'

type Gtag = (...args: unknown[]) => void
type GtagWindow = { dataLayer?: unknown[]; gtag?: Gtag; location?: Pick<Location, 'origin'> }

export type GoogleAnalyticsParameters = {
  measurementId: string
  /** Injectable for tests; defaults to the page's window and document. */
  win?: GtagWindow
  doc?: Pick<Document, 'createElement' | 'head'>
}

const ID = /^[A-Z0-9-]{4,32}$/i

/**
 * Google Analytics 4 page views, as Google documents manual page views for single-page apps ("Measure pageviews",
 * developers.google.com/analytics/devguides/collection/ga4/views): loads gtag.js once, lazily on the first page view;
 * one `config` call with `send_page_view: false`, so loading the tag counts nothing by itself, then one `page_view`
 * event per reported view, with the page's full URL as `page_location` (GA4 derives the page path from it; GA4 lists
 * no `page_path`). Each view is thus exactly one GA4 page_view, the first load included.
 */
export class GoogleAnalytics implements Analytics {
  private loaded = false
  private readonly win: GtagWindow
  private readonly doc: Pick<Document, 'createElement' | 'head'>

  constructor(private readonly params: GoogleAnalyticsParameters) {
    if (!ID.test(params.measurementId)) throw new Error(`Invalid Google Analytics measurement id: ${params.measurementId}`)
    this.win = params.win ?? (window as unknown as GtagWindow)
    this.doc = params.doc ?? document
  }

  pageView({ path, title }: { path: string; title?: string | undefined }): void {
    const gtag = this.load()
    const origin = this.win.location?.origin ?? ''
    gtag('event', 'page_view', { page_location: `${origin}${path}`, ...(title ? { page_title: title } : {}) })
  }

  private load(): Gtag {
    if (!this.loaded) {
      this.loaded = true
      const dataLayer = (this.win.dataLayer ??= [])
      // gtag.js reads the `arguments` object, not an array: keep the classic shape.
      this.win.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments)
      }
      this.win.gtag('js', new Date())
      // For this tag, in the config scope as in Google's snippet: a global `set` would also silence any config call
      // that does not repeat the flag (precedence: event > config > set). The page views are the events above.
      this.win.gtag('config', this.params.measurementId, { send_page_view: false })
      const script = this.doc.createElement('script')
      script.async = true
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(this.params.measurementId)}`
      this.doc.head.appendChild(script)
    }
    return this.win.gtag as Gtag
  }
}
