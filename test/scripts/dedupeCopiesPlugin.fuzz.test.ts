import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chooseCopies, lineOf } from '../../scripts/dedupeCopiesPlugin'

const version = fc
  .tuple(fc.nat({ max: 3 }), fc.nat({ max: 12 }), fc.nat({ max: 12 }))
  .map(([major, minor, patch]) => `${major}.${minor}.${patch}`)
const copies = fc
  .uniqueArray(fc.tuple(fc.stringMatching(/^[a-z]{1,6}$/), version), { selector: ([root]) => root, maxLength: 8 })
  .map((list) => list.map(([root, v]) => ({ root: `/nm/${root}`, version: v })))

describe('chooseCopies', () => {
  it('default: a copy is served by the newest copy of its compatible line', () => {
    const served = chooseCopies([
      { root: '/a', version: '1.9.1' },
      { root: '/b', version: '1.9.7' },
      { root: '/c', version: '1.2.0' },
      { root: '/d', version: '2.0.1' },
      { root: '/e', version: '0.9.3' },
      { root: '/f', version: '0.14.45' },
    ])
    expect(Object.fromEntries(served)).toEqual({
      '/a': '/b',
      '/b': '/b',
      '/c': '/b',
      '/d': '/d',
      '/e': '/e',
      '/f': '/f',
    })
  })

  it('property: every copy is served by a copy of its own line, never an older one, and the chosen serve themselves', () => {
    fc.assert(
      fc.property(copies, (list) => {
        const served = chooseCopies(list)
        const versionOf = new Map(list.map((copy) => [copy.root, copy.version]))
        for (const copy of list) {
          const by = served.get(copy.root) as string
          const chosen = versionOf.get(by) as string
          expect(lineOf(chosen)).toBe(lineOf(copy.version))
          const [a, b] = [chosen, copy.version].map((v) => v.split('.').map(Number)) as [number[], number[]]
          expect(a[0]! * 1e6 + a[1]! * 1e3 + a[2]!).toBeGreaterThanOrEqual(b[0]! * 1e6 + b[1]! * 1e3 + b[2]!)
          expect(served.get(by)).toBe(by)
        }
      }),
    )
  })
})

describe('lineOf', () => {
  it('parameters: the major from 1.0 on, major and minor before it', () => {
    expect([lineOf('1.9.7'), lineOf('2.0.0'), lineOf('0.9.3'), lineOf('0.14.45')]).toEqual(['1', '2', '0.9', '0.14'])
  })
})
