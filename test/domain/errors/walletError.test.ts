import { describe, expect, test } from 'vitest'
import { WalletError } from '../../../src/domain/errors/walletError'
import { BaseError, hasCode } from '../../../src/domain/errors/baseError'

describe('WalletError', () => {
  test('default', () => {
    const err = new WalletError('User rejected the request.', { code: 'user-rejected' })
    expect(err).toBeInstanceOf(BaseError)
    expect(err.name).toBe('WalletError')
    expect(hasCode(err, 'user-rejected')).toBe(true)
  })
})
