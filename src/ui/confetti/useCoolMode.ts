import { useEffect, useRef } from 'react'
import { confettiBurst } from './confettiBurst'

/**
 * "Cool mode": attach the returned ref to a wallet or button; when `enabled`, clicking it throws confetti
 * (the icon `imageUrl` on each particle). Nothing happens with prefers-reduced-motion.
 */
export function useCoolMode<T extends HTMLElement>(imageUrl: string | undefined, enabled: boolean) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const el = ref.current
    if (!enabled || !el) return
    const onClick = (event: MouseEvent) => {
      const rect = el.getBoundingClientRect()
      // Keyboard activation has no pointer position: burst from the element's centre.
      const x = event.detail === 0 ? rect.left + rect.width / 2 : event.clientX
      const y = event.detail === 0 ? rect.top + rect.height / 2 : event.clientY
      confettiBurst(x, y, imageUrl)
    }
    el.addEventListener('click', onClick)
    return () => el.removeEventListener('click', onClick)
  }, [enabled, imageUrl])
  return ref
}
