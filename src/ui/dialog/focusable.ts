const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',')

/** The elements inside `root` reachable with Tab, in document order (tabindex="-1" and hidden ones excluded). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      el.tabIndex >= 0 && !el.hidden && !el.closest('[inert],[hidden]') && el.getAttribute('aria-hidden') !== 'true',
  )
}

/** Where Tab (or Shift+Tab) from `current` goes so that focus cycles inside the list; null when the browser may proceed. */
export function nextTrapTarget(
  items: readonly HTMLElement[],
  current: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return null
  const index = current ? items.indexOf(current as HTMLElement) : -1
  if (index === -1) return (current && adjacentInDocument(items, current, backwards)) ?? (backwards ? last : first)
  if (backwards && index === 0) return last
  if (!backwards && index === items.length - 1) return first
  return null
}

/**
 * For focus on something that is no control of the list (a heading focused to read out a new step, the dialog, the
 * page body): the next control after it in document order, or the previous one backwards, as the browser would go.
 */
function adjacentInDocument(items: readonly HTMLElement[], current: Element, backwards: boolean) {
  if (typeof current.compareDocumentPosition !== 'function') return undefined
  if (!backwards) return items.find((el) => current.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
  return [...items].reverse().find((el) => current.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING)
}
