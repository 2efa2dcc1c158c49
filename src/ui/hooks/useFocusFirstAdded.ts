import { type RefObject, useEffect, useRef } from 'react'

/**
 * For a list that grows by "Show more": `expectMore()` before asking for the next page, and once it is added focus
 * moves to its first item (which must be focusable, e.g. `tabIndex={-1}`) instead of falling back to the page when
 * the button goes away. `count` is the list's item count.
 */
export function useFocusFirstAdded<E extends HTMLElement>(
  count: number,
): { list: RefObject<E | null>; expectMore(): void } {
  const list = useRef<E>(null)
  const from = useRef<number | null>(null)
  useEffect(() => {
    const first = from.current
    if (first === null || count <= first) return
    from.current = null
    const item = list.current?.children[first]
    if (item instanceof HTMLElement) item.focus()
  }, [count])
  return {
    list,
    expectMore: () => {
      from.current = count
    },
  }
}
