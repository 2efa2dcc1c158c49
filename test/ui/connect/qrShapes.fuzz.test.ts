import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { qrShapes } from '../../../src/ui/connect/qrShapes'

const matrix = fc
  .integer({ min: 21, max: 61 })
  .chain((size) =>
    fc.array(fc.boolean(), { minLength: size * size, maxLength: size * size }).map((cells) => ({ size, cells })),
  )

describe('qrShapes', () => {
  test('behavior: dots lie inside the square, only on dark modules, never on a finder or under the logo', () => {
    fc.assert(
      fc.property(
        matrix,
        fc.integer({ min: 100, max: 400 }),
        fc.integer({ min: 0, max: 80 }),
        ({ size, cells }, pixels, logo) => {
          const isDark = (r: number, c: number) => cells[r * size + c] === true
          const shapes = qrShapes(size, isDark, pixels, logo)
          expect(shapes.cell).toBeCloseTo(pixels / size)
          expect(shapes.finders).toHaveLength(3)
          expect(shapes.logo).toBeLessThanOrEqual(logo)
          const dark = cells.filter(Boolean).length
          expect(shapes.dots.length).toBeLessThanOrEqual(dark)
          for (const { cx, cy } of shapes.dots) {
            const r = Math.floor(cy / shapes.cell)
            const c = Math.floor(cx / shapes.cell)
            expect(isDark(r, c)).toBe(true)
            const finder = (r < 7 && c < 7) || (r < 7 && c >= size - 7) || (r >= size - 7 && c < 7)
            expect(finder).toBe(false)
            if (shapes.logo > 0) {
              const centre = pixels / 2
              const inLogo = Math.abs(cx - centre) < shapes.logo / 2 && Math.abs(cy - centre) < shapes.logo / 2
              expect(inLogo).toBe(false)
            }
          }
        },
      ),
    )
  })

  test('parameters: without a logo every dark module outside the finders is drawn', () => {
    const size = 25
    const shapes = qrShapes(size, () => true, 250, 0)
    expect(shapes.dots).toHaveLength(size * size - 3 * 49)
    expect(shapes.logo).toBe(0)
  })

  test('parameters: a roomy code keeps the asked logo size (72 px on a 57-module, 350 px code)', () => {
    expect(qrShapes(57, () => true, 350, 72).logo).toBe(72)
  })
})
