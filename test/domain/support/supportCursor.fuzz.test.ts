import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readSupportCursor, writeSupportCursor } from '../../../src/domain/support/supportCursor'

const position = fc.record({
  createdAt: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  seq: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
})

describe('supportCursor', () => {
  test('behavior: every position round-trips', () => {
    fc.assert(
      fc.property(position, (p) => {
        expect(readSupportCursor(writeSupportCursor(p))).toEqual(p)
      }),
    )
  })

  test('behavior: any text reads as a position whose one spelling is that text, or undefined; never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9]{1,18}\.[0-9]{1,18}$/)), (text) => {
        const read = readSupportCursor(text)
        if (read !== undefined) expect(writeSupportCursor(read)).toBe(text)
      }),
    )
  })
})
