import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseDateTime } from '../../../src/domain/auth/rfc3339'

const date = fc.date({
  min: new Date('0001-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59Z'),
  noInvalidDate: true,
})
const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0')

describe('rfc3339', () => {
  test('behavior: toISOString output parses to the same instant', () => {
    fc.assert(fc.property(date, (d) => parseDateTime(d.toISOString()) === d.getTime()))
  })

  test('behavior: a numeric offset shifts the instant by exactly that offset', () => {
    const offset = fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 })
    fc.assert(
      fc.property(date, offset, (d, minutes) => {
        const local = new Date(d.getTime() + minutes * 60_000)
        if (local.getUTCFullYear() < 1 || local.getUTCFullYear() > 9999) return
        const text = `${local.toISOString().slice(0, 19)}${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`
        expect(parseDateTime(text)).toBe(Math.floor(d.getTime() / 1000) * 1000)
      }),
    )
  })

  test('behavior: any string gives null or a finite number, never a throw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const ms = parseDateTime(s)
        return ms === null || Number.isFinite(ms)
      }),
    )
  })
})
