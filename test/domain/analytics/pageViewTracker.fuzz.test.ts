import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { PageViewTracker } from '../../../src/domain/analytics/pageViewTracker'

const step = fc.record({
  pathname: fc.constantFrom('/', '/a', '/b'),
  search: fc.constantFrom('', '?q=1'),
  hash: fc.constantFrom('', '#h'),
  shallow: fc.boolean(),
  failed: fc.boolean(),
})

describe('PageViewTracker (property)', () => {
  test('behavior: reports the first step and shown, non-shallow steps to another path or query', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const reported: string[] = []
        const tracker = new PageViewTracker((path) => reported.push(path))
        const expected: string[] = []
        steps.forEach((s, i) => {
          tracker.navigated(s, { shallow: s.shallow, failed: s.failed })
          const before = steps[i - 1]
          const changed = before !== undefined && before.pathname + before.search !== s.pathname + s.search
          if (!s.failed && (before === undefined || (!s.shallow && changed))) expected.push(s.pathname + s.search)
        })
        expect(reported).toEqual(expected)
      }),
    )
  })
})
