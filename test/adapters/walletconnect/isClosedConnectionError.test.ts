import { describe, expect, test } from 'vitest'
import { isClosedConnectionError } from '../../../src/adapters/walletconnect/isClosedConnectionError'

describe('isClosedConnectionError', () => {
  test.each([
    'WebSocket connection closed abnormally with code: 3000',
    'Connection closed',
    'Socket was closed',
    'closed connection',
    new Error('Signer connection closed'),
  ])('behavior: %s is a closed connection', (err) => {
    expect(isClosedConnectionError(err)).toBe(true)
  })

  test.each(['user closed modal', 'User rejected.', 'Proposal expired', null, undefined, 42, { message: 7 }])(
    'behavior: %s is not',
    (err) => {
      expect(isClosedConnectionError(err)).toBe(false)
    },
  )
})
