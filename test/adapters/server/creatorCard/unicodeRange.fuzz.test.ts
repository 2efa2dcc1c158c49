import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseUnicodeRange } from '../../../../src/adapters/server/creatorCard/unicodeRange'

const range = fc
  .tuple(fc.integer({ min: 0, max: 0x10ffff }), fc.integer({ min: 0, max: 0x10ffff }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as [number, number])
const hex = (n: number, upper: boolean) => (upper ? n.toString(16).toUpperCase() : n.toString(16)).padStart(4, '0')

describe('parseUnicodeRange', () => {
  test('behavior: any list of ranges, written as CSS writes them, reads back as the same ranges', () => {
    fc.assert(
      fc.property(fc.array(range, { minLength: 1, maxLength: 20 }), fc.boolean(), (ranges, upper) => {
        const css = ranges
          .map(([start, end]) =>
            start === end ? `U+${hex(start, upper)}` : `U+${hex(start, upper)}-${hex(end, upper)}`,
          )
          .join(',')
        expect(parseUnicodeRange(css)).toEqual(ranges)
      }),
    )
  })

  test('behavior: any other text is refused with an error naming the item', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\s*U\+[0-9a-f]{1,6}(-[0-9a-f]{1,6})?\s*$/i.test(s) && !s.includes(',')),
        (item) => {
          expect(() => parseUnicodeRange(item)).toThrow(`Unreadable unicode-range item "${item}"`)
        },
      ),
    )
  })
})
