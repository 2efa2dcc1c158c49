import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readProxyHops, readRateLimit } from '../../../src/app/server/serverConfig'
import { hasCode } from '../../../src/domain/errors/baseError'
import { errorOf } from '../../support/errorOf'

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const
const DAY_MS = 86_400_000
const units = fc.constantFrom<keyof typeof UNIT_MS>('s', 'm', 'h')
const names = fc.constantFrom('AUTH_RATE_LIMIT_NONCE', 'AUTH_RATE_LIMIT_VERIFY')

describe('readRateLimit', () => {
  test('behavior: every written limit with a window of 1s to 24h reads back as the same numbers', () => {
    const written = units.chain((unit) =>
      fc.record({
        limit: fc.integer({ min: 1, max: 999_999_999 }),
        count: fc.integer({ min: 1, max: DAY_MS / UNIT_MS[unit] }),
        unit: fc.constant(unit),
      }),
    )
    fc.assert(
      fc.property(names, written, fc.constantFrom('', ' ', '\t'), (name, { limit, count, unit }, pad) => {
        expect(readRateLimit(name, `${pad}${limit}/${count}${unit}${pad}`)).toEqual({
          limit,
          windowMs: count * UNIT_MS[unit],
        })
      }),
    )
  })

  test('behavior: anything else is refused with an invalid-config error naming the variable and the value', () => {
    const shape = /^\s*[0-9]{1,12}\/[0-9]{1,12}[smh]\s*$/
    const malformed = fc
      .oneof(fc.string(), fc.stringMatching(/^[0-9./smhdS -]{1,14}$/))
      .filter((raw) => raw.trim() !== '' && !shape.test(raw))
    const zeros = fc.integer({ min: 1, max: 4 }).map((n) => '0'.repeat(n))
    const zeroLimit = fc.tuple(zeros, fc.integer({ min: 1, max: 60 })).map(([z, n]) => `${z}/${n}s`)
    const zeroWindow = fc
      .tuple(fc.integer({ min: 1, max: 1000 }), zeros, units)
      .map(([n, z, unit]) => `${n}/${z}${unit}`)
    const overDay = units.chain((unit) =>
      fc.integer({ min: DAY_MS / UNIT_MS[unit] + 1, max: 999_999_999_999 }).map((n) => `1/${n}${unit}`),
    )
    fc.assert(
      fc.property(names, fc.oneof(malformed, zeroLimit, zeroWindow, overDay), (name, raw) => {
        const err = errorOf(() => readRateLimit(name, raw))
        expect(hasCode(err, 'invalid-config')).toBe(true)
        expect((err as { shortMessage: string }).shortMessage).toBe(
          `${name}: "${raw.trim()}" is not a rate limit such as 120/60s (requests, then a window of 1s to 24h in s, m or h)`,
        )
      }),
    )
  })
})

describe('readProxyHops', () => {
  test('behavior: any input reads as a whole number of proxies from 0 to 10 written as such, or is refused naming it', () => {
    const written = fc
      .integer({ min: 0, max: 10 })
      .chain((n) => fc.constantFrom(String(n), ` ${n}`, `${n}\t`, n < 10 ? `0${n}` : String(n)))
    fc.assert(
      fc.property(fc.oneof(written, fc.string(), fc.stringMatching(/^[0-9.+ -]{1,4}$/)), (raw) => {
        const value = raw.trim()
        if (value === '' || (/^[0-9]{1,2}$/.test(value) && Number(value) <= 10)) {
          expect(readProxyHops(raw)).toBe(Number(value))
        } else {
          const err = errorOf(() => readProxyHops(raw))
          expect(hasCode(err, 'invalid-config')).toBe(true)
          expect((err as { shortMessage: string }).shortMessage).toBe(
            `TRUST_PROXY_HOPS: "${value}" is not a number of proxies from 0 to 10`,
          )
        }
      }),
    )
  })
})
