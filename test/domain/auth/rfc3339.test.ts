import { describe, expect, test } from 'vitest'
import { parseDateTime } from '../../../src/domain/auth/rfc3339'

describe('rfc3339', () => {
  test('default', () => {
    expect(parseDateTime('2021-09-30T16:25:24Z')).toBe(Date.UTC(2021, 8, 30, 16, 25, 24))
  })

  test('parameters: fractions and offsets', () => {
    expect(parseDateTime('2021-09-30T16:25:24.000Z')).toBe(Date.UTC(2021, 8, 30, 16, 25, 24))
    expect(parseDateTime('2022-06-30T14:08:51.382Z')).toBe(Date.UTC(2022, 5, 30, 14, 8, 51, 382))
    expect(parseDateTime('2021-09-30T16:25:24.123456789Z')).toBe(Date.UTC(2021, 8, 30, 16, 25, 24, 123))
    expect(parseDateTime('2021-09-30T16:25:24-02:00')).toBe(Date.UTC(2021, 8, 30, 18, 25, 24))
    expect(parseDateTime('2021-09-30t16:25:24+05:30')).toBe(Date.UTC(2021, 8, 30, 10, 55, 24))
    // Years below 100 stay themselves (Date.UTC would read 99 as 1999).
    expect(parseDateTime('0099-01-01T00:00:00z')).toBe(-59_042_995_200_000)
  })

  test('behavior: leap days and leap seconds', () => {
    expect(parseDateTime('2024-02-29T00:00:00Z')).toBe(Date.UTC(2024, 1, 29))
    expect(parseDateTime('2000-02-29T00:00:00Z')).toBe(Date.UTC(2000, 1, 29))
    expect(parseDateTime('1900-02-29T00:00:00Z')).toBeNull()
    expect(parseDateTime('2016-12-31T23:59:60Z')).toBe(Date.UTC(2017, 0, 1))
  })

  test('behavior: impossible or non-RFC 3339 values are null', () => {
    for (const value of [
      '2022-02-31T17:09:38.578Z',
      '2100-02-31T14:31:43.952Z',
      '2021-13-01T00:00:00Z',
      '2021-00-10T00:00:00Z',
      '2021-01-01T24:00:00Z',
      '2021-01-01T00:60:00Z',
      '2021-01-01T00:00:61Z',
      '2021-01-01T00:00:00+24:00',
      '2021-01-01T00:00:00',
      '2021-01-01 00:00:00Z',
      'Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)',
      '2021-1-01T00:00:00Z',
      '2021-01-01T00:00:00.Z',
      '',
    ]) {
      expect(parseDateTime(value), value).toBeNull()
    }
  })
})
