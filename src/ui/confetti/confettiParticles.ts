/** product rules: "Confetti": confetti limits. */
export const MAX_PARTICLES = 35
export const PARTICLE_SIZES = [15, 20, 25, 35, 45] as const

/** One particle's state: position (px, viewport), speeds and spin. */
export type Particle = {
  size: number
  left: number
  top: number
  /** Horizontal speed (px per frame) and its direction (-1 or 1). */
  speedHorz: number
  direction: -1 | 1
  /** Upward speed (px per frame); gravity lowers it every frame. */
  speedUp: number
  spin: number
  spinSpeed: number
}

/**
 * Particles for one burst at (x, y): `count` clamped to 0..`MAX_PARTICLES`, sizes from PARTICLE_SIZES.
 * `random` returns numbers in [0, 1) (Math.random in the app, a seeded source in tests).
 * @example confettiParticles({ x: 10, y: 10, count: 3, random: Math.random }).length === 3
 */
export function confettiParticles(args: { x: number; y: number; count: number; random: () => number }): Particle[] {
  const { x, y, random } = args
  const count = Math.max(0, Math.min(MAX_PARTICLES, Math.floor(Number.isFinite(args.count) ? args.count : 0)))
  return Array.from({ length: count }, () => {
    const size =
      PARTICLE_SIZES[Math.min(PARTICLE_SIZES.length - 1, Math.floor(unit(random()) * PARTICLE_SIZES.length))] ?? 15
    return {
      size,
      left: x - size / 2,
      top: y - size / 2,
      speedHorz: unit(random()) * 10,
      direction: unit(random()) < 0.5 ? -1 : 1,
      speedUp: unit(random()) * 25,
      spin: unit(random()) * 360,
      spinSpeed: unit(random()) * 35 * (unit(random()) < 0.5 ? -1 : 1),
    }
  })
}

/** The particle one frame later (it rises, then falls faster, capped by its size). */
export function stepParticle(p: Particle): Particle {
  return {
    ...p,
    left: p.left - p.speedHorz * p.direction,
    top: p.top - p.speedUp,
    speedUp: Math.min(p.size, p.speedUp - 1),
    spin: p.spin + p.spinSpeed,
  }
}

/** A random source may misbehave (NaN, 1, negatives): keep it in [0, 1). */
function unit(n: number): number {
  return Number.isFinite(n) ? Math.min(0.999999, Math.max(0, n)) : 0
}
