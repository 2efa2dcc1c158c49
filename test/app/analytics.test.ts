// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import { NoopAnalytics } from '../../src/adapters/analytics/noopAnalytics'
import { createAnalytics, type GoogleAnalyticsLoader } from '../../src/app/analytics'
import type { Analytics } from '../../src/ports/analytics'

type View = Parameters<Analytics['pageView']>[0]

/** A loader the test settles by hand, whose adapter records the views it gets. */
function manualLoader() {
  const received: View[] = []
  let loads = 0
  let settle: { resolve(): void; reject(err: unknown): void } | undefined
  class RecordingAnalytics implements Analytics {
    constructor(readonly params: { measurementId: string }) {}
    pageView(view: View) {
      received.push(view)
    }
  }
  const load: GoogleAnalyticsLoader = () => {
    loads += 1
    return new Promise((resolve, reject) => {
      settle = { resolve: () => resolve({ GoogleAnalytics: RecordingAnalytics }), reject }
    })
  }
  return {
    load,
    received,
    loads: () => loads,
    resolve: () => settle?.resolve(),
    reject: (err: unknown) => settle?.reject(err),
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer
  document.head.querySelectorAll('script').forEach((s) => s.remove())
})

describe('createAnalytics', () => {
  test('default: without a measurement id it is the no-op adapter and nothing is loaded', () => {
    const loader = manualLoader()
    const analytics = createAnalytics({ gaMeasurementId: undefined }, loader.load)
    expect(analytics).toBeInstanceOf(NoopAnalytics)
    analytics.pageView({ path: '/' })
    expect(loader.loads()).toBe(0)
    expect(document.head.querySelector('script')).toBeNull()
  })

  test('parameters: gaMeasurementId: loads the adapter once; views reported meanwhile are sent in order after it arrives', async () => {
    const loader = manualLoader()
    const analytics = createAnalytics({ gaMeasurementId: 'G-TEST123' }, loader.load)
    analytics.pageView({ path: '/' })
    analytics.pageView({ path: '/studio' })
    expect(loader.received).toEqual([])
    loader.resolve()
    await flush()
    expect(loader.received).toEqual([{ path: '/' }, { path: '/studio' }])
    analytics.pageView({ path: '/creators/x.eth' })
    expect(loader.received.map((v) => v.path)).toEqual(['/', '/studio', '/creators/x.eth'])
    expect(loader.loads()).toBe(1)
  })

  test('behavior: a failed load drops the views and never throws at the page', async () => {
    const loader = manualLoader()
    const warn = console.warn
    console.warn = () => {}
    try {
      const analytics = createAnalytics({ gaMeasurementId: 'G-TEST123' }, loader.load)
      analytics.pageView({ path: '/' })
      loader.reject(new Error('chunk failed'))
      await flush()
      expect(() => analytics.pageView({ path: '/studio' })).not.toThrow()
      expect(loader.received).toEqual([])
    } finally {
      console.warn = warn
    }
  })

  test('behavior: the real Google Analytics adapter arrives through import() and sends the view as a config call', async () => {
    const analytics = createAnalytics({ gaMeasurementId: 'G-TEST123' })
    analytics.pageView({ path: '/studio' })
    await expect.poll(() => (window as { dataLayer?: unknown[] }).dataLayer?.length ?? 0).toBeGreaterThan(0)
    const calls = ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((a) =>
      Array.from(a as ArrayLike<unknown>),
    )
    expect(calls.filter((c) => c[0] !== 'js')).toEqual([
      ['config', 'G-TEST123', { page_path: '/studio', page_location: `${window.location.origin}/studio` }],
    ])
    expect(
      document.head.querySelector('script[src^="https://www.googletagmanager.com/gtag/js?id=G-TEST123"]'),
    ).not.toBeNull()
  })
})
