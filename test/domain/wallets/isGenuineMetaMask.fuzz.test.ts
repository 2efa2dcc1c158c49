import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { METAMASK_IMPOSTOR_FLAGS, isGenuineMetaMask } from '../../../src/domain/wallets/isGenuineMetaMask'

describe('isGenuineMetaMask (property)', () => {
  test('behavior: genuine exactly when isMetaMask is set and no impostor flag is', () => {
    const flags = fc.dictionary(
      fc.constantFrom('isMetaMask', ...METAMASK_IMPOSTOR_FLAGS, 'isSomethingElse'),
      fc.boolean(),
    )
    fc.assert(
      fc.property(flags, (provider) => {
        const impostor = METAMASK_IMPOSTOR_FLAGS.some((flag) => provider[flag] === true)
        expect(isGenuineMetaMask(provider)).toBe(provider.isMetaMask === true && !impostor)
      }),
    )
  })

  test('behavior: never throws on arbitrary objects', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (provider) => {
        expect(typeof isGenuineMetaMask(provider)).toBe('boolean')
      }),
    )
  })
})
