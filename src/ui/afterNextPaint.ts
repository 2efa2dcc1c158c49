import { useEffect, useState } from 'react'

/** A hidden tab draws no frames (requestAnimationFrame waits): the work then runs after this long instead. */
export const NO_FRAME_FALLBACK_MS = 100

/**
 * Runs `run` once the browser has drawn its next frame: requestAnimationFrame comes before the frame's paint, and a
 * task queued from it runs after. Work that a view needs soon but not in its first frame (starting a chunk's load,
 * with Vite's preload links) then no longer delays that frame. Returns a cancel function.
 * Hand-written rather than `afterframe` (npm), which has neither a cancel nor a fallback for hidden tabs.
 */
export function afterNextPaint(run: () => void): () => void {
  let settled = false
  const cancel = () => {
    settled = true
    cancelAnimationFrame(frame)
    clearTimeout(fallback)
  }
  const go = () => {
    if (settled) return
    cancel()
    run()
  }
  const frame = requestAnimationFrame(() => setTimeout(go, 0))
  const fallback = setTimeout(go, NO_FRAME_FALLBACK_MS)
  return cancel
}

/**
 * False in a view's first render, true once that render has been painted; true from the start when `now` (e.g. the
 * code the view would load is already here). With a `key`, false again in the render where the key changes (e.g. an
 * account that arrives in a view already on the page), until that render has been painted.
 */
export function usePainted(now: boolean, key?: unknown): boolean {
  const [painted, setPainted] = useState<{ key: unknown } | undefined>(now ? { key } : undefined)
  const done = painted !== undefined && Object.is(painted.key, key)
  useEffect(() => (done ? undefined : afterNextPaint(() => setPainted({ key }))), [done, key])
  return done
}
