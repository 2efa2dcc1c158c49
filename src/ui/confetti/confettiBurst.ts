import { MAX_PARTICLES, confettiParticles, stepParticle, type Particle } from './confettiParticles'

type Live = { particle: Particle; el: HTMLElement }

let live: Live[] = []
let layer: HTMLElement | null = null
let frame = 0

/** True when the visitor asked for less motion: no confetti then. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Throws confetti from (x, y): decorative, aria-hidden, never more than MAX_PARTICLES on screen at once.
 * `imageUrl` (a wallet icon) is drawn on each particle; without it they are accent-coloured dots.
 */
export function confettiBurst(x: number, y: number, imageUrl?: string | undefined): void {
  if (prefersReducedMotion()) return
  const room = MAX_PARTICLES - live.length
  if (room <= 0) return
  const root = ensureLayer()
  for (const particle of confettiParticles({ x, y, count: Math.min(room, 12), random: Math.random })) {
    const el = document.createElement('div')
    el.style.cssText =
      `position:absolute;left:0;top:0;width:${particle.size}px;height:${particle.size}px;border-radius:50%;` +
      'background:center/contain no-repeat var(--cs-accent)'
    if (imageUrl) el.style.backgroundImage = `url(${JSON.stringify(imageUrl)})`
    root.appendChild(el)
    live.push({ particle, el })
  }
  if (!frame) frame = requestAnimationFrame(tick)
}

function ensureLayer(): HTMLElement {
  if (layer?.isConnected) return layer
  layer = document.createElement('div')
  layer.setAttribute('aria-hidden', 'true')
  layer.style.cssText = 'position:fixed;inset:0;pointer-events:none;overflow:hidden;z-index:2147483647'
  document.body.appendChild(layer)
  return layer
}

function tick(): void {
  const bottom = window.innerHeight
  live = live.filter(({ particle, el }) => {
    const next = stepParticle(particle)
    if (next.top > bottom + next.size) {
      el.remove()
      return false
    }
    Object.assign(particle, next)
    el.style.transform = `translate(${next.left}px, ${next.top}px) rotate(${next.spin}deg)`
    return true
  })
  frame = live.length ? requestAnimationFrame(tick) : 0
  if (!live.length) {
    layer?.remove()
    layer = null
  }
}
