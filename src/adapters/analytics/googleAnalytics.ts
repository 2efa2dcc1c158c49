import type { Analytics } from '../../ports/analytics'

type Gtag = (...args: unknown[]) => void
type GtagWindow = { dataLayer?: unknown[]; gtag?: Gtag }

export type GoogleAnalyticsParameters = {
  measurementId: string
  /** Injectable for tests; defaults to the page's window and document. */
  win?: GtagWindow
  doc?: Pick<Document, 'createElement' | 'head'>
}

const ID = /^[A-Z0-9-]{4,32}$/i

/**
 * Google Analytics 4 page views: loads gtag.js once, lazily on the first page view, and sends one
 * `config` call with the page path per view. Automatic page views are off so a view is never counted twice.
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
    gtag('config', this.params.measurementId, { page_path: path, ...(title ? { page_title: title } : {}) })
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
      this.win.gtag('set', { send_page_view: false })
      const script = this.doc.createElement('script')
      script.async = true
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(this.params.measurementId)}`
      this.doc.head.appendChild(script)
    }
    return this.win.gtag as Gtag
  }
}
