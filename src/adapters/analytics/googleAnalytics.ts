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
 * Google Analytics 4 page views (product rules: "Page views": one config call with the page path per route change):
 * loads gtag.js once, lazily on the first page view, then one `config` call per reported view. A config call sends one
 * page_view (GA4's `send_page_view` defaults to true), so each view, the first load included, is exactly one page_view.
 * Nothing turns that flag off: a `set` of it would silence these calls too (precedence: event > config > set). The call
 * carries the page path and, for GA4, which reads the page from it, the full URL as `page_location`.
 */
export class GoogleAnalytics implements Analytics {
  private loaded = false
  private readonly win: GtagWindow
  private readonly doc: Pick<Document, 'createElement' | 'head'>

  constructor(private readonly params: GoogleAnalyticsParameters) {
    if (!ID.test(params.measurementId))
      throw new Error(`Invalid Google Analytics measurement id: ${params.measurementId}`)
    this.win = params.win ?? (window as unknown as GtagWindow)
    this.doc = params.doc ?? document
  }

  pageView({ path, title }: { path: string; title?: string | undefined }): void {
    const gtag = this.load()
    const origin = this.win.location?.origin ?? ''
    const page = { page_path: path, page_location: `${origin}${path}`, ...(title ? { page_title: title } : {}) }
    gtag('config', this.params.measurementId, page)
  }

  private load(): Gtag {
    if (!this.loaded) {
      this.loaded = true
      this.win.dataLayer ??= []
      const dataLayer = this.win.dataLayer
      // gtag.js reads the `arguments` object, not an array: keep the classic shape.
      this.win.gtag = function gtag() {
        // biome-ignore lint/complexity/noArguments: gtag.js reads the arguments object itself, not an array
        dataLayer.push(arguments)
      }
      this.win.gtag('js', new Date())
      const script = this.doc.createElement('script')
      script.async = true
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(this.params.measurementId)}`
      this.doc.head.appendChild(script)
    }
    return this.win.gtag as Gtag
  }
}
