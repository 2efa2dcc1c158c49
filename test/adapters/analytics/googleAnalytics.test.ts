// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { GoogleAnalytics } from '../../../src/adapters/analytics/googleAnalytics'
import { NoopAnalytics } from '../../../src/adapters/analytics/noopAnalytics'

type GtagWindow = { dataLayer?: unknown[]; location?: { origin: string } }

function calls(win: GtagWindow) {
  return (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>))
}

describe('GoogleAnalytics', () => {
  test('default: nothing is loaded before the first page view', () => {
    const win: { dataLayer?: unknown[] } = {}
    new GoogleAnalytics({ measurementId: 'G-TEST123', win, doc: document })
    expect(document.head.querySelector('script[src*="googletagmanager"]')).toBeNull()
    expect(win.dataLayer).toBeUndefined()
  })

  test('behavior: gtag.js loads once; each view is one config call with the page path (one GA4 page_view), the first load included', () => {
    const win: GtagWindow = { location: { origin: 'https://studio.example' } }
    const ga = new GoogleAnalytics({ measurementId: 'G-TEST123', win, doc: document })
    ga.pageView({ path: '/' })
    ga.pageView({ path: '/creators/vitalik.eth?tab=1', title: 'Creator' })
    const scripts = document.head.querySelectorAll(
      'script[src^="https://www.googletagmanager.com/gtag/js?id=G-TEST123"]',
    )
    expect(scripts).toHaveLength(1)
    const creator = 'https://studio.example/creators/vitalik.eth?tab=1'
    // No other config call and no `set` of send_page_view, which would silence these (or count the load twice).
    expect(calls(win)).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TEST123', { page_path: '/', page_location: 'https://studio.example/' }],
      [
        'config',
        'G-TEST123',
        { page_path: '/creators/vitalik.eth?tab=1', page_location: creator, page_title: 'Creator' },
      ],
    ])
  })

  test('parameters: a malformed measurement id is refused', () => {
    expect(() => new GoogleAnalytics({ measurementId: 'x"><script>', win: {}, doc: document })).toThrow(
      'Invalid Google Analytics measurement id',
    )
  })
})

describe('NoopAnalytics', () => {
  test('default: a page view makes no request and loads no script', () => {
    const before = document.head.querySelectorAll('script').length
    new NoopAnalytics().pageView()
    expect(document.head.querySelectorAll('script')).toHaveLength(before)
  })
})
