import { describe, expect, test } from 'vitest'
import { mapWalletError } from '../../../src/adapters/eip1193/mapWalletError'
import { BaseError } from '../../../src/domain/errors/baseError'
import { WalletError } from '../../../src/domain/errors/walletError'
import { catalogueError, chainNotConfiguredError } from '../../../src/domain/errors/errorCatalogue'

describe('mapWalletError', () => {
  test('default: an unknown failure falls back to the context code', () => {
    const err = mapWalletError(new Error('Internal JSON-RPC error.'), 'switch')
    expect(err).toBeInstanceOf(WalletError)
    expect(err.code).toBe('switch-chain')
    expect(err.shortMessage).toBe('An error occurred when attempting to switch chain.')
    expect(err.details).toBe('Internal JSON-RPC error.')
  })

  test('parameters: context decides the fallback', () => {
    const cases = {
      connect: 'connect-failed',
      switch: 'switch-chain',
      add: 'add-chain',
      sign: 'sign-failed',
      send: 'send-failed',
      watch: 'watch-asset',
    } as const
    for (const [context, code] of Object.entries(cases)) {
      expect(mapWalletError({ code: -32603, message: 'x' }, context as keyof typeof cases).code).toBe(code)
    }
  })

  test('behavior: EIP-1193 4001 is user-rejected in every context', () => {
    for (const context of ['connect', 'switch', 'add', 'sign', 'send', 'watch'] as const) {
      expect(mapWalletError({ code: 4001, message: 'nope' }, context).code).toBe('user-rejected')
    }
  })

  test('behavior: known rejection messages without a code are user-rejected', () => {
    const messages = [
      'User rejected request',
      'User denied account authorization',
      'user closed modal',
      'accounts received is empty',
      'MetaMask Tx Signature: User rejected the request.',
      'The user rejected the request.',
    ]
    for (const message of messages) expect(mapWalletError(new Error(message), 'connect').code).toBe('user-rejected')
    expect(mapWalletError('User rejected request', 'switch').code).toBe('user-rejected')
  })

  test('behavior: ethers ACTION_REJECTED is user-rejected', () => {
    expect(mapWalletError({ code: 'ACTION_REJECTED', message: 'user rejected action' }, 'sign').code).toBe(
      'user-rejected',
    )
  })

  test('behavior: 4902 is unknown-chain, also nested in data.originalError (MetaMask mobile)', () => {
    expect(mapWalletError({ code: 4902, message: 'Unrecognized chain' }, 'switch').code).toBe('unknown-chain')
    const nested = { code: -32603, message: 'Internal', data: { originalError: { code: 4902 } } }
    expect(mapWalletError(nested, 'switch').code).toBe('unknown-chain')
  })

  test('behavior: 4902 while adding the chain is an add-chain failure', () => {
    expect(mapWalletError({ code: 4902 }, 'add').code).toBe('add-chain')
  })

  test('behavior: -32002 is resource-unavailable', () => {
    const err = mapWalletError(
      { code: -32002, message: "Request of type 'wallet_requestPermissions' already pending" },
      'connect',
    )
    expect(err.code).toBe('resource-unavailable')
    expect(err.shortMessage).toMatch(/already pending/)
  })

  test('behavior: codes in the cause chain count (viem-style wrapping)', () => {
    const inner = { code: 4001, message: 'rejected' }
    const outer = new Error('Request failed', { cause: inner })
    expect(mapWalletError(outer, 'send').code).toBe('user-rejected')
  })

  test('behavior: a numeric string code counts', () => {
    expect(mapWalletError({ code: '4001' }, 'connect').code).toBe('user-rejected')
  })

  test('behavior: an already mapped error passes through unchanged', () => {
    const mapped = mapWalletError({ code: 4001 }, 'switch')
    expect(mapWalletError(mapped, 'connect')).toBe(mapped)
    const notConfigured = chainNotConfiguredError(10)
    expect(mapWalletError(notConfigured, 'switch')).toBe(notConfigured)
    const catalogued = catalogueError('connector-not-found')
    expect(mapWalletError(catalogued, 'connect')).toBe(catalogued)
  })

  test('behavior: a BaseError with a foreign code is mapped and kept as cause', () => {
    const foreign = new BaseError('odd', { code: 'odd' })
    const err = mapWalletError(foreign, 'sign')
    expect(err.code).toBe('sign-failed')
    expect(err.cause).toBe(foreign)
  })

  test('behavior: odd input yields a safe error, never a throw', () => {
    const circular: Record<string, unknown> = { code: 1 }
    circular.cause = circular
    circular.data = { originalError: circular }
    const throwing = Object.defineProperty({}, 'message', {
      get() {
        throw new Error('getter')
      },
    })
    const revoked = Proxy.revocable({}, {})
    revoked.revoke()
    for (const input of [null, undefined, 42, 'plain text', {}, [], circular, throwing, revoked.proxy, Symbol('s')]) {
      const err = mapWalletError(input, 'connect')
      expect(err).toBeInstanceOf(BaseError)
      expect(err.code).toBe('connect-failed')
    }
  })

  test('behavior: details are bounded', () => {
    const err = mapWalletError(new Error('x'.repeat(5000)), 'send')
    expect(err.details?.length).toBe(500)
  })

  test('behavior: the original error is the cause', () => {
    const original = { code: 4001 }
    expect(mapWalletError(original, 'connect').cause).toBe(original)
  })
})
