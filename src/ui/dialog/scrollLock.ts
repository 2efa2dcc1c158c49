let locks = 0
let saved: { overflow: string; paddingRight: string } | null = null

/**
 * Stops the page behind a modal from scrolling; returns the release function. Counted, so nested dialogs
 * release only when the last one closes, and the body's own inline styles come back unchanged.
 */
export function lockBodyScroll(): () => void {
  const body = document.body
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    // Keep the layout from shifting when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    body.style.overflow = 'hidden'
  }
  locks += 1
  let released = false
  return () => {
    if (released) return
    released = true
    locks -= 1
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow
      body.style.paddingRight = saved.paddingRight
      saved = null
    }
  }
}
