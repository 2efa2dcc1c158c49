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

  test('behavior: only search or hash changed is not reported', () => {
    expect(shouldReportPageView(at('/a'), at('/a', '?tab=2'))).toBe(false)
    expect(shouldReportPageView(at('/a', '?x=1'), at('/a', '?x=1', '#top'))).toBe(false)
    expect(shouldReportPageView(at('/a'), at('/a'))).toBe(false)
  })

  test('parameters: shallow navigations are never reported', () => {
    expect(shouldReportPageView(at('/'), at('/b'), { shallow: true })).toBe(false)
    expect(shouldReportPageView(null, at('/'), { shallow: true })).toBe(false)
    expect(shouldReportPageView(at('/'), at('/b'), { shallow: false })).toBe(true)
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
