import { describe, expect, test } from 'vitest'
import { PageViewTracker } from '../../../src/domain/analytics/pageViewTracker'

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash })

function tracker() {
  const reported: string[] = []
  return { reported, tracker: new PageViewTracker((path) => reported.push(path)) }
}

describe('PageViewTracker', () => {
  test('default: the first view is reported with its query', () => {
    const { reported, tracker: t } = tracker()
    expect(t.navigated(at('/', '?ref=x', '#a'))).toBe(true)
    expect(reported).toEqual(['/?ref=x'])
  })

  test('behavior: a sequence of navigations reports changes of path or query, not of the fragment', () => {
    const { reported, tracker: t } = tracker()
    t.navigated(at('/'))
    t.navigated(at('/', '?tab=1'))
    t.navigated(at('/studio'))
    t.navigated(at('/studio', '', '#top'))
    t.navigated(at('/'))
    expect(reported).toEqual(['/', '/?tab=1', '/studio', '/'])
  })

  test('behavior: shallow navigations are not reported but move the tracked location', () => {
    const { reported, tracker: t } = tracker()
    t.navigated(at('/a'))
    expect(t.navigated(at('/b'), { shallow: true })).toBe(false)
    expect(t.navigated(at('/b'))).toBe(false)
    expect(t.navigated(at('/a'))).toBe(true)
    expect(reported).toEqual(['/a', '/a'])
  })

  test('behavior: a failed navigation is not reported but moves the tracked location', () => {
    const { reported, tracker: t } = tracker()
    t.navigated(at('/'))
    expect(t.navigated(at('/studio'), { failed: true })).toBe(false)
    expect(t.navigated(at('/'))).toBe(true)
    expect(reported).toEqual(['/', '/'])
  })
})
