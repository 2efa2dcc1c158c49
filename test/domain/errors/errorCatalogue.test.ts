import { describe, expect, test } from 'vitest'
import {
  ERROR_MESSAGES,
  catalogueError,
  chainNotConfiguredError,
  invalidIconAccentMessage,
  missingArgumentError,
} from '../../../src/domain/errors/errorCatalogue'
import { BaseError, hasCode } from '../../../src/domain/errors/baseError'

describe('ERROR_MESSAGES', () => {
  test('behavior: pins the exact messages of the product rules', () => {
    expect(ERROR_MESSAGES['missing-query-client']).toBe('No QueryClient set, use QueryClientProvider to set one')
    expect(ERROR_MESSAGES['missing-auth-adapter']).toBe('No authentication adapter found')
    expect(ERROR_MESSAGES['missing-provider']).toBe('Transaction hooks must be used within RainbowKitProvider')
    expect(ERROR_MESSAGES['no-address-or-chain']).toBe('No address or chain ID found')
    expect(ERROR_MESSAGES['invalid-transaction-hash']).toBe('Invalid transaction hash')
    expect(ERROR_MESSAGES['invalid-transaction-description']).toBe('Transaction must have a description')
    expect(ERROR_MESSAGES['invalid-id']).toBe('Invalid ID')
    expect(ERROR_MESSAGES['sign-in-prepare']).toBe('Error preparing message, please retry!')
    expect(ERROR_MESSAGES['sign-in-sign']).toBe('Error signing message, please retry!')
    expect(ERROR_MESSAGES['sign-in-verify']).toBe('Error verifying signature, please retry!')
    expect(ERROR_MESSAGES.unknown).toBe('Oops, something went wrong!')
    expect(ERROR_MESSAGES['switch-chain-unsupported']).toBe(
      'Your wallet does not support switching networks from here. Try switching networks from within your wallet instead.',
    )
    expect(ERROR_MESSAGES['session-changed']).toBe('The wallet changed account or network: check and send again.')
  })

  test('behavior: the request-pending message says a request is already pending', () => {
    expect(ERROR_MESSAGES['resource-unavailable']).toMatch(/already pending/)
  })

  test('behavior: every message is a non-empty single line', () => {
    for (const message of Object.values(ERROR_MESSAGES)) expect(message).toMatch(/^[^\n]+$/)
  })
})

describe('catalogueError', () => {
  test('default', () => {
    const err = catalogueError('no-address-or-chain')
    expect(err).toBeInstanceOf(BaseError)
    expect(err.code).toBe('no-address-or-chain')
    expect(err.message).toBe('No address or chain ID found')
    expect(hasCode(err, 'no-address-or-chain')).toBe(true)
  })

  test('parameters: details and cause', () => {
    const cause = new Error('boom')
    const err = catalogueError('unknown', { details: 'boom', cause })
    expect(err.shortMessage).toBe('Oops, something went wrong!')
    expect(err.message).toBe('Oops, something went wrong!\n\nDetails: boom')
    expect(err.cause).toBe(cause)
  })
})

describe('message builders', () => {
  test('behavior: icon accent message matches RainbowKit wording', () => {
    expect(invalidIconAccentMessage('Foo')).toBe('Property `iconAccent` is not a hex value for wallet: Foo')
  })

  test('behavior: chain not configured, with and without a connector', () => {
    expect(chainNotConfiguredError(10).message).toBe('Chain “10” not configured.')
    expect(chainNotConfiguredError(10).params).toEqual({ chainId: 10 })
    const err = chainNotConfiguredError(10, 'Coinbase Wallet')
    expect(err.code).toBe('chain-not-configured')
    expect(err.params).toEqual({ chainId: 10, connector: 'Coinbase Wallet' })
    expect(err.message).toBe('Chain “10” not configured for connector “Coinbase Wallet”.')
  })

  test('behavior: missing argument names the argument', () => {
    const err = missingArgumentError('chainId')
    expect(err.code).toBe('missing-argument')
    expect(err.message).toBe('chainId is required')
  })
})
