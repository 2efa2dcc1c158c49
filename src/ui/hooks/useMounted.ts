import { useEffect, useState } from 'react'

/** False during the first render, true once mounted (the connect button stays hidden until then). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}
