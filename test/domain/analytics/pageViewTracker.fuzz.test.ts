import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { PageViewTracker } from '../../../src/domain/analytics/pageViewTracker'

const step = fc.record({
  pathname: fc.constantFrom('/', '/a', '/b'),
  search: fc.constantFrom('', '?q=1'),
  hash: fc.constantFrom('', '#h'),
  shallow: fc.boolean(),
})

describe('PageViewTracker (property)', () => {
  test('behavior: reports exactly the non-shallow steps whose pathname differs from the step before', () => {
    fc.assert(fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
      const reported: string[] = []
      const tracker = new PageViewTracker((path) => reported.push(path))
      const expected: string[] = []
      steps.forEach((s, i) => {
        tracker.navigated(s, { shallow: s.shallow })
        const before = steps[i - 1]
        if (!s.shallow && (before === undefined || before.pathname !== s.pathname)) expected.push(s.pathname + s.search)
      })
      expect(reported).toEqual(expected)
    }))
  })
})
