import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isHostAuthority, isUri } from '../../../src/domain/auth/rfc3986'

const SAFE = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~'
const safe = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...SAFE), minLength: min, maxLength: max })
const host = fc.oneof(
  safe(1, 20),
  fc.ipV4(),
  fc.ipV6().map((ip) => `[${ip}]`),
)
const authority = fc
  .tuple(
    fc.option(safe(1, 8), { nil: undefined }),
    host,
    fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined }),
  )
  .map(([user, h, port]) => `${user === undefined ? '' : `${user}@`}${h}${port === undefined ? '' : `:${port}`}`)
const scheme = fc
  .tuple(
    fc.constantFrom(...'abcxyzABC'),
    safe(0, 6).map((s) => s.replace(/[~_]/g, '+')),
  )
  .map(([a, b]) => a + b)
const uri = fc
  .tuple(
    scheme,
    authority,
    fc.array(safe(0, 8), { maxLength: 4 }),
    fc.option(safe(0, 8), { nil: undefined }),
    fc.option(safe(0, 8), { nil: undefined }),
  )
  .map(
    ([s, a, path, q, f]) =>
      `${s}://${a}${path.map((p) => `/${p}`).join('')}${q === undefined ? '' : `?${q}`}${f === undefined ? '' : `#${f}`}`,
  )

describe('rfc3986', () => {
  test('behavior: generated authorities and URIs are accepted', () => {
    fc.assert(fc.property(authority, (a) => isHostAuthority(a)))
    fc.assert(fc.property(uri, (u) => isUri(u)))
  })

  test('behavior: a space, line break, quote or angle bracket anywhere is rejected', () => {
    const bad = fc.constantFrom(' ', '\n', '"', '<', '>', '\\', '^', '`', '{', '|', '}')
    fc.assert(
      fc.property(uri, bad, fc.nat(), (u, ch, at) => {
        const i = at % (u.length + 1)
        const broken = u.slice(0, i) + ch + u.slice(i)
        expect(isUri(broken)).toBe(false)
        expect(isHostAuthority(broken)).toBe(false)
      }),
    )
  })

  test('behavior: any string gets a boolean answer, never a throw', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        (s) => typeof isUri(s) === 'boolean' && typeof isHostAuthority(s) === 'boolean',
      ),
    )
  })
})
