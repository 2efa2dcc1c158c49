import { useEffect, useRef, useState } from 'react'

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

/**
 * A value a view loads on demand (a chunk, a restored cache): the loaded value in the first render when it is already
 * here (prefetched), else loaded after the view's first frame, so neither the load nor its preload links delay that
 * frame. Undefined until then, without a `load`, and after a failed load (`onError` hears of it; the next view tries
 * again).
 */
export function useLoadedAfterPaint<T>(
  loaded: () => T | undefined,
  load: (() => Promise<T>) | undefined,
  onError: (err: unknown) => void = () => undefined,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(() => (load ? loaded() : undefined))
  const latest = useRef({ load, onError })
  latest.current = { load, onError }
  const missing = load !== undefined && value === undefined
  useEffect(() => {
    if (!missing) return
    let live = true
    const cancel = afterNextPaint(() => {
      latest.current.load?.().then(
        (loadedValue) => {
          if (live) setValue(() => loadedValue)
        },
        (err: unknown) => latest.current.onError(err),
      )
    })
    return () => {
      cancel()
      live = false
    }
  }, [missing])
  return value
}
