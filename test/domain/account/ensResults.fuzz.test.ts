import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { isEnsAddress, isEnsText } from '../../../src/domain/account/ensResults'
import { truncateName } from '../../../src/domain/account/truncateName'
import { storedValue } from '../../support/storedValue'

const hexAddress = fc
  .string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 40, maxLength: 40 })
  .map((hex) => `0x${hex}`)

describe('isEnsText (property)', () => {
  test('behavior: any stored value is either text or null (the account view draws it), or rejected; never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(storedValue, fc.string()), (value) => {
        const expected = value === null || typeof value === 'string'
        expect(isEnsText(value)).toBe(expected)
        if (isEnsText(value) && value) expect(typeof truncateName(value)).toBe('string')
      }),
      { numRuns: 2000 },
    )
  })
})

describe('isEnsAddress (property)', () => {
  test('behavior: any stored value is either an address or null, or rejected; never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(storedValue, fc.string(), hexAddress), (value) => {
        const expected = value === null || (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value))
        expect(isEnsAddress(value)).toBe(expected)
      }),
      { numRuns: 2000 },
    )
  })

  test('parameters: every 40-hex-digit address is accepted', () => {
    fc.assert(fc.property(hexAddress, (address) => isEnsAddress(address)))
  })
})
