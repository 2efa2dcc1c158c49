import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { shouldReportPageView } from '../../../src/domain/analytics/shouldReportPageView'

const location = fc.record({
  pathname: fc.constantFrom('/', '/a', '/b', '/a/b'),
  search: fc.constantFrom('', '?x=1', '?x=2'),
  hash: fc.constantFrom('', '#top'),
})

describe('shouldReportPageView (property)', () => {
  test('behavior: reported exactly for non-shallow first views and pathname changes', () => {
    fc.assert(fc.property(fc.option(location), location, fc.boolean(), (previous, next, shallow) => {
      const expected = !shallow && (previous === null || previous.pathname !== next.pathname)
      expect(shouldReportPageView(previous, next, { shallow })).toBe(expected)
    }))
  })

  test('behavior: changing only search or hash never reports', () => {
    fc.assert(fc.property(location, fc.string(), fc.string(), (previous, search, hash) => {
      expect(shouldReportPageView(previous, { pathname: previous.pathname, search, hash })).toBe(false)
    }))
  })
})
