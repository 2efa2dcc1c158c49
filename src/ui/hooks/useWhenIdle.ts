import { useEffect, useRef } from 'react'

const FALLBACK_DELAY_MS = 1000
const IDLE_TIMEOUT_MS = 3000

/**
 * Runs `task` once the page has loaded and the browser is idle (requestIdleCallback, or a short timer where it is
 * missing), again whenever `key` changes; nothing while `key` is undefined. Cancelled on unmount and on a new key.
 */
export function useWhenIdle<K extends string>(key: K | undefined, task: (key: K) => void): void {
  const latest = useRef(task)
  latest.current = task
  useEffect(() => {
    if (key === undefined) return
    let cancelIdle = () => {}
    const schedule = () => {
      const run = () => latest.current(key)
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
        cancelIdle = () => window.cancelIdleCallback(handle)
      } else {
        const handle = window.setTimeout(run, FALLBACK_DELAY_MS)
        cancelIdle = () => window.clearTimeout(handle)
      }
    }
    if (document.readyState === 'complete') {
      schedule()
      return () => cancelIdle()
    }
    window.addEventListener('load', schedule, { once: true })
    return () => {
      window.removeEventListener('load', schedule)
      cancelIdle()
    }
  }, [key])
}
