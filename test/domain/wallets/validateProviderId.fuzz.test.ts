import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { validateProviderId } from '../../../src/domain/wallets/validateProviderId'

describe('validateProviderId (property)', () => {
  test('behavior: accepts exactly non-empty [A-Za-z0-9_] strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_]{1,20}$/)), (id) => {
        const valid = /^[A-Za-z0-9_]+$/.test(id)
        if (valid) expect(validateProviderId(id)).toBe(id)
        else expect(() => validateProviderId(id)).toThrow('Invalid ID')
      }),
    )
  })
})
