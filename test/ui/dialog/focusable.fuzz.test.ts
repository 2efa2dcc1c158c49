import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { nextTrapTarget } from '../../../src/ui/dialog/focusable'

/** Stand-ins for the focusable elements: the rule only compares identities. */
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }) as unknown as HTMLElement)

/** Where focus lands after a Tab: the trap's target, else the browser's next element in order. */
function tab(list: HTMLElement[], current: HTMLElement, backwards: boolean): HTMLElement {
  const target = nextTrapTarget(list, current, backwards)
  if (target) return target
  return list[list.indexOf(current) + (backwards ? -1 : 1)] as HTMLElement
}

describe('nextTrapTarget', () => {
  test('default: nothing to focus, nothing to do', () => {
    expect(nextTrapTarget([], null, false)).toBeNull()
  })

  test('behavior: n Tabs (or Shift+Tabs) from any control visit every control once and come back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(), fc.boolean(), (n, start, backwards) => {
        const list = items(n)
        let current = list[start % n] as HTMLElement
        const seen = new Set<HTMLElement>()
        for (let i = 0; i < n; i++) {
          current = tab(list, current, backwards)
          expect(list).toContain(current)
          seen.add(current)
        }
        expect(seen.size).toBe(n)
        expect(current).toBe(list[start % n])
      }),
    )
  })

  test('behavior: focus outside the list enters at the first (Tab) or last (Shift+Tab) control', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.boolean(), (n, backwards) => {
        const list = items(n)
        const outside = { id: 'outside' } as unknown as HTMLElement
        expect(nextTrapTarget(list, outside, backwards)).toBe(backwards ? list[n - 1] : list[0])
        expect(nextTrapTarget(list, null, backwards)).toBe(backwards ? list[n - 1] : list[0])
      }),
    )
  })
})
