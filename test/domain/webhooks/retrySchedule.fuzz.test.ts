import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  DEFAULT_RETRY_SCHEDULE_MS,
  MAX_RETRY_DELAY_MS,
  readRetryAfter,
  readRetrySchedule,
} from '../../../src/domain/webhooks/retrySchedule'

describe('readRetrySchedule', () => {
  test('default: the Standard Webhooks schedule is 5s, 5m, 30m, 2h, 5h, 10h, 14h, 20h, 24h', () => {
    expect(readRetrySchedule('5s,5m,30m,2h,5h,10h,14h,20h,24h')).toEqual(DEFAULT_RETRY_SCHEDULE_MS)
    expect(readRetrySchedule('1s, 1s,2s')).toEqual([1000, 1000, 2000])
    expect(readRetrySchedule('250ms')).toEqual([250])
  })

  test('parameters: malformed text is refused', () => {
    for (const bad of ['', ',', '1', '1d', '-1s', '0s', '25h', '1.5s', '1s,,2s', Array(21).fill('1s').join(',')])
      expect([bad, readRetrySchedule(bad)]).toEqual([bad, undefined])
  })

  test('property: any text yields undefined or 1 to 20 delays within 1 ms..24 h', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const delays = readRetrySchedule(text)
        if (delays === undefined) return
        expect(delays.length).toBeGreaterThan(0)
        expect(delays.length).toBeLessThanOrEqual(20)
        for (const d of delays) expect(d >= 1 && d <= MAX_RETRY_DELAY_MS).toBe(true)
      }),
    )
  })

  test('property: a written schedule reads back', () => {
    const unit = fc.constantFrom(['ms', 1], ['s', 1000], ['m', 60_000], ['h', 3_600_000]) as fc.Arbitrary<
      [string, number]
    >
    const delay = fc
      .tuple(fc.integer({ min: 1, max: 24 }), unit)
      .map(([n, [u, ms]]) => ({ text: `${n}${u}`, ms: n * ms }))
      .filter((d) => d.ms <= MAX_RETRY_DELAY_MS)
    fc.assert(
      fc.property(fc.array(delay, { minLength: 1, maxLength: 20 }), (delays) => {
        expect(readRetrySchedule(delays.map((d) => d.text).join(','))).toEqual(delays.map((d) => d.ms))
      }),
    )
  })
})

describe('readRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z')

  test('default: seconds and HTTP dates', () => {
    expect(readRetryAfter('120', now)).toBe(120_000)
    expect(readRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60_000)
    expect(readRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0)
    expect(readRetryAfter('99999999', now)).toBe(MAX_RETRY_DELAY_MS)
  })

  test('parameters: absent or unreadable is undefined', () => {
    for (const bad of [undefined, null, '', 'soon', '1.5', '-3', '10s'])
      expect(readRetryAfter(bad, now)).toBeUndefined()
  })

  test('property: any header yields undefined or a wait within 0..24 h', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 4_000_000_000_000 }), (header, at) => {
        const wait = readRetryAfter(header, at)
        if (wait !== undefined) expect(wait >= 0 && wait <= MAX_RETRY_DELAY_MS).toBe(true)
      }),
    )
  })
})
