// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { GoogleAnalytics } from '../../../src/adapters/analytics/googleAnalytics'
import { NoopAnalytics } from '../../../src/adapters/analytics/noopAnalytics'

function calls(win: { dataLayer?: unknown[] }) {
  return (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>))
}

describe('GoogleAnalytics', () => {
  test('default: nothing is loaded before the first page view', () => {
    const win: { dataLayer?: unknown[] } = {}
    new GoogleAnalytics({ measurementId: 'G-TEST123', win, doc: document })
    expect(document.head.querySelector('script[src*="googletagmanager"]')).toBeNull()
    expect(win.dataLayer).toBeUndefined()
  })

  test('behavior: the first view loads gtag.js once and each view sends one config call with the path', () => {
    const win: { dataLayer?: unknown[] } = {}
    const ga = new GoogleAnalytics({ measurementId: 'G-TEST123', win, doc: document })
    ga.pageView({ path: '/' })
    ga.pageView({ path: '/creators/vitalik.eth?tab=1', title: 'Creator' })
    const scripts = document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js?id=G-TEST123"]')
    expect(scripts).toHaveLength(1)
    const configs = calls(win).filter((c) => c[0] === 'config')
    expect(configs).toEqual([
      ['config', 'G-TEST123', { page_path: '/' }],
      ['config', 'G-TEST123', { page_path: '/creators/vitalik.eth?tab=1', page_title: 'Creator' }],
    ])
    expect(calls(win)).toContainEqual(['set', { send_page_view: false }])
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
