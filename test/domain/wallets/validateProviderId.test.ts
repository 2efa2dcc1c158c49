import { describe, expect, test } from 'vitest'
import { validateProviderId } from '../../../src/domain/wallets/validateProviderId'
import { hasCode } from '../../../src/domain/errors/baseError'

describe('validateProviderId', () => {
  test('default: undefined is allowed', () => {
    expect(validateProviderId(undefined)).toBeUndefined()
  })

  test('behavior: letters, digits and underscores pass', () => {
    expect(validateProviderId('creators_studio_1')).toBe('creators_studio_1')
  })

  test('behavior: anything else is "Invalid ID"', () => {
    for (const bad of ['', 'a-b', 'a b', 'a.b', 'ä', '#id']) {
      expect(() => validateProviderId(bad)).toThrow('Invalid ID')
      try {
        validateProviderId(bad)
      } catch (err) {
        expect(hasCode(err, 'invalid-id')).toBe(true)
      }
    }
  })
})
