import { useLayoutEffect, useState } from 'react'

/**
 * False during the first render, true once mounted (the connect button stays hidden until then). A layout effect:
 * the second render happens before the browser paints, so the button is not held back a frame.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useLayoutEffect(() => setMounted(true), [])
  return mounted
}
