import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { MAX_PARTICLES, confettiParticles, stepParticle } from '../../../src/ui/confetti/confettiParticles'

/** A random source replaying arbitrary numbers, including misbehaving ones (NaN, 1, negatives). */
const randomSource = fc
  .array(fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.double()), { minLength: 1 })
  .map((values) => {
    let i = 0
    return () => values[i++ % values.length] as number
  })

const count = fc.oneof(fc.integer({ min: -10, max: 200 }), fc.double())
const coordinate = fc.double({ min: -5000, max: 5000, noNaN: true })
const pixel = fc.integer({ min: -5000, max: 5000 })

describe('confettiParticles', () => {
  test('behavior: never more than 35 particles, sizes within 15..45', () => {
    fc.assert(
      fc.property(coordinate, coordinate, count, randomSource, (x, y, n, random) => {
        const particles = confettiParticles({ x, y, count: n, random })
        expect(particles.length).toBeLessThanOrEqual(MAX_PARTICLES)
        expect(particles.length).toBeGreaterThanOrEqual(0)
        for (const p of particles) {
          expect(p.size).toBeGreaterThanOrEqual(15)
          expect(p.size).toBeLessThanOrEqual(45)
          expect(Number.isFinite(p.left) && Number.isFinite(p.top) && Number.isFinite(p.speedUp)).toBe(true)
        }
      }),
    )
  })

  test('behavior: a count within the limit is honoured, particles start centred on the click', () => {
    fc.assert(
      fc.property(pixel, pixel, fc.integer({ min: 0, max: MAX_PARTICLES }), randomSource, (x, y, n, random) => {
        const particles = confettiParticles({ x, y, count: n, random })
        expect(particles).toHaveLength(n)
        for (const p of particles) expect([p.left + p.size / 2, p.top + p.size / 2]).toEqual([x, y])
      }),
    )
  })

  test('behavior: a step never lets the fall speed exceed the particle size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_PARTICLES }),
        randomSource,
        fc.integer({ min: 1, max: 200 }),
        (n, random, steps) => {
          for (let p of confettiParticles({ x: 0, y: 0, count: n, random })) {
            for (let i = 0; i < steps; i++) p = stepParticle(p)
            expect(p.speedUp).toBeLessThanOrEqual(p.size)
          }
        },
      ),
      { numRuns: 50 },
    )
  })
})
