import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { canSwitchChainByName } from '../../../src/domain/wallets/canSwitchChainByName'

const randomCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''))

describe('canSwitchChainByName (property)', () => {
  test('behavior: any name containing a listed wallet in any case matches', () => {
    const word = fc.constantFrom('imtoken', 'metamask', 'rainbow').chain(randomCase)
    fc.assert(
      fc.property(fc.string(), word, fc.string(), (before, name, after) => {
        expect(canSwitchChainByName(before + name + after)).toBe(true)
      }),
    )
  })

  test('behavior: names made of other letters never match', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'xyzqjvw0123 ') }), (name) => {
        expect(canSwitchChainByName(name)).toBe(false)
      }),
    )
  })
})
