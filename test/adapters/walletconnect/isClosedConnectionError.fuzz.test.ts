import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { isClosedConnectionError } from '../../../src/adapters/walletconnect/isClosedConnectionError'

describe('isClosedConnectionError (property)', () => {
  test('behavior: any value gives a boolean, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof isClosedConnectionError(value)).toBe('boolean')
      }),
    )
  })

  test('behavior: a message naming a rejection by the user is never a closed connection', () => {
    fc.assert(
      fc.property(fc.string(), (suffix) => {
        expect(isClosedConnectionError(`User rejected the request.${suffix.replace(/[a-z]/gi, '')}`)).toBe(false)
      }),
    )
  })
})
