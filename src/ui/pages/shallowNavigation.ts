/**
 * The convention for a shallow navigation (product rules: "Page views": no page view): pass this as the navigation's
 * state, `navigate(to, { state: SHALLOW_NAVIGATION })` or `<Link to={to} state={SHALLOW_NAVIGATION}>`. Use it when the
 * URL changes but the visitor stays on the same page (a canonical URL, a form mirrored in the address). A change of
 * only the query string or the fragment is never a page view anyway, with or without the flag.
 */
export const SHALLOW_NAVIGATION = Object.freeze({ shallow: true as const })

/** True when a router location's state marks its navigation as shallow. */
export function isShallowNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { shallow?: unknown }).shallow === true
}
