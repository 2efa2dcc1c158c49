import { describe, expect, test } from 'vitest'
import { pageViewPath, shouldReportPageView } from '../../../src/domain/analytics/shouldReportPageView'

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })

describe('shouldReportPageView', () => {
  test('default: the first view is reported', () => {
    expect(shouldReportPageView(null, at('/'))).toBe(true)
  })

  test('behavior: a pathname change is reported', () => {
    expect(shouldReportPageView(at('/'), at('/studio'))).toBe(true)
  })

  test('behavior: a query change is another page, reported (as Next.js routeChangeComplete)', () => {
    expect(shouldReportPageView(at('/', '?q=a'), at('/', '?q=b'))).toBe(true)
    expect(shouldReportPageView(at('/a'), at('/a', '?tab=2'))).toBe(true)
    expect(shouldReportPageView(at('/a', '?tab=2'), at('/a'))).toBe(true)
  })

  test('behavior: the same path and query is the same page: a fragment change or an empty "?" is not reported', () => {
    expect(shouldReportPageView(at('/a', '?x=1'), at('/a', '?x=1', '#top'))).toBe(false)
    expect(shouldReportPageView(at('/a', '', '#top'), at('/a'))).toBe(false)
    expect(shouldReportPageView(at('/a'), at('/a', '?'))).toBe(false)
    expect(shouldReportPageView(at('/a'), at('/a'))).toBe(false)
  })

  test('parameters: shallow navigations are not reported; the first view always is', () => {
    expect(shouldReportPageView(at('/'), at('/b'), { shallow: true })).toBe(false)
    expect(shouldReportPageView(at('/', '?q=a'), at('/', '?q=b'), { shallow: true })).toBe(false)
    expect(shouldReportPageView(at('/'), at('/b'), { shallow: false })).toBe(true)
    expect(shouldReportPageView(null, at('/'), { shallow: true })).toBe(true)
  })

  test('parameters: a navigation whose page failed to load is never reported', () => {
    expect(shouldReportPageView(at('/'), at('/b'), { failed: true })).toBe(false)
    expect(shouldReportPageView(null, at('/'), { failed: true })).toBe(false)
  })
})

describe('pageViewPath', () => {
  test('behavior: pathname plus query, without fragment', () => {
    expect(pageViewPath(at('/a'))).toBe('/a')
    expect(pageViewPath(at('/a', '?x=1', '#h'))).toBe('/a?x=1')
    expect(pageViewPath(at('/a', 'x=1'))).toBe('/a?x=1')
    expect(pageViewPath(at('/a', '?'))).toBe('/a')
  })
})
