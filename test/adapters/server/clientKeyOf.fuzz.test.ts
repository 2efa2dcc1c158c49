import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { clientKeyOf } from '../../../src/adapters/server/clientKeyOf'

const part = fc.integer({ min: 0, max: 0xffff })
const parts = fc.array(part, { minLength: 8, maxLength: 8 })
// ::ffff:a.b.c.d is an IPv4 address (ipv4Mapped), counted as such.
const notMapped = (p: number[]) => !(p.slice(0, 5).every((x) => x === 0) && p[5] === 0xffff)
const written = (p: number[], compressed: boolean) => {
  const full = p.map((x) => x.toString(16)).join(':')
  return compressed ? full.replace(/(^|:)0(:0)+(:|$)/, '::') : full
}

describe('clientKeyOf (property)', () => {
  test('behavior: IPv6 addresses share a key exactly when they share their first 64 bits, however written', () => {
    fc.assert(
      fc.property(parts.filter(notMapped), parts.filter(notMapped), fc.boolean(), fc.boolean(), (a, b, ca, cb) => {
        const sameNetwork = a.slice(0, 4).every((x, i) => x === b[i])
        expect(clientKeyOf(written(a, ca)) === clientKeyOf(written(b, cb))).toBe(sameNetwork)
        expect(clientKeyOf(written(a, ca))).toMatch(/\/64$/)
      }),
    )
  })

  test('behavior: an IPv4 address is its own key, plain or IPv4-mapped', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(clientKeyOf(ip)).toBe(ip)
        expect(clientKeyOf(`::ffff:${ip}`)).toBe(ip)
      }),
    )
  })

  test('behavior: a port written after the address (a.b.c.d:port, [v6]:port) or brackets alone do not change the key', () => {
    const port = fc.integer({ min: 0, max: 65_535 })
    fc.assert(
      fc.property(fc.ipV4(), parts.filter(notMapped), fc.boolean(), port, (v4, v6, compressed, p) => {
        expect(clientKeyOf(`${v4}:${p}`)).toBe(v4)
        const key = clientKeyOf(written(v6, compressed))
        expect(clientKeyOf(`[${written(v6, compressed)}]:${p}`)).toBe(key)
        expect(clientKeyOf(`[${written(v6, compressed)}]`)).toBe(key)
      }),
    )
  })

  test('behavior: anything that is not an IP address is its own key', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[0-9a-fA-F:.%[\]]+$/.test(s) || s === ''),
        (s) => {
          expect(clientKeyOf(s)).toBe(s)
        },
      ),
    )
  })
})
