import { describe, expect, test } from 'vitest'
import { BaseError } from '../../../src/domain/errors/baseError'
import {
  catalogueError,
  chainNotConfiguredError,
  missingArgumentError,
} from '../../../src/domain/errors/errorCatalogue'
import { isWalletFailure } from '../../../src/domain/errors/walletError'

describe('isWalletFailure', () => {
  test('default: catalogue codes and the two value-naming codes are wallet failures', () => {
    expect(isWalletFailure(catalogueError('user-rejected'))).toBe(true)
    expect(isWalletFailure(catalogueError('session-changed'))).toBe(true)
    expect(isWalletFailure(chainNotConfiguredError(10))).toBe(true)
    expect(isWalletFailure(missingArgumentError('connector'))).toBe(true)
  })

  test('behavior: any other code is not', () => {
    expect(isWalletFailure(new BaseError('Request timed out', { code: 'rpc-timeout' }))).toBe(false)
    expect(isWalletFailure(new BaseError('x', { code: 'toString' }))).toBe(false)
  })
})
