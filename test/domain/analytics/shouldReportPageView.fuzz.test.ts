import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { pageViewPath, shouldReportPageView } from '../../../src/domain/analytics/shouldReportPageView'

const location = fc.record({
  pathname: fc.constantFrom('/', '/a', '/b', '/a/b'),
  search: fc.constantFrom('', '?', '?x=1', '?x=2', 'x=1'),
  hash: fc.constantFrom('', '#top'),
})
const outcome = fc.record({ shallow: fc.boolean(), failed: fc.boolean() }, { requiredKeys: [] })

describe('shouldReportPageView (property)', () => {
  test('behavior: reported exactly for shown first views and shown, non-shallow changes of path or query', () => {
    fc.assert(
      fc.property(fc.option(location), location, outcome, (previous, next, { shallow, failed }) => {
        const samePage =
          previous !== null &&
          previous.pathname === next.pathname &&
          previous.search.replace(/^\?/, '') === next.search.replace(/^\?/, '')
        const expected = !failed && (previous === null || (!shallow && !samePage))
        expect(shouldReportPageView(previous, next, { shallow, failed })).toBe(expected)
      }),
    )
  })

  test('behavior: changing only the fragment never reports', () => {
    fc.assert(
      fc.property(location, fc.string(), outcome, (previous, hash, options) => {
        expect(shouldReportPageView(previous, { ...previous, hash }, options)).toBe(false)
      }),
    )
  })

  test('behavior: any non-shallow change of the reported path is reported', () => {
    fc.assert(
      fc.property(location, fc.string(), fc.string(), (previous, search, hash) => {
        const next = { pathname: previous.pathname, search, hash }
        expect(shouldReportPageView(previous, next)).toBe(pageViewPath(previous) !== pageViewPath(next))
      }),
    )
  })
})
