import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseCreatorQuery } from '../../../src/domain/creators/creatorQuery'
import { isAddress } from '../../../src/domain/shared/hex'

describe('parseCreatorQuery (property)', () => {
  test('behavior: never throws; an address result is a valid address, a name has no URL syntax or whitespace', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        const query = parseCreatorQuery(input)
        if (query.kind === 'address') expect(isAddress(query.address)).toBe(true)
        if (query.kind === 'name') {
          expect(query.name).not.toMatch(/[\s/?#%]/)
          expect(query.name.split('.').length).toBeGreaterThanOrEqual(2)
        }
      }),
    )
  })

  test('behavior: every 0x + 40 hex string is an address', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0x[0-9a-fA-F]{40}$/), (address) => {
        expect(parseCreatorQuery(address)).toEqual({ kind: 'address', address })
      }),
    )
  })

  test('behavior: label.eth names are names', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,40}$/), (label) => {
        fc.pre(!/^0x/i.test(label))
        expect(parseCreatorQuery(`${label}.eth`)).toEqual({ kind: 'name', name: `${label}.eth` })
      }),
    )
  })
})
