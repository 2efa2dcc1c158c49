import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { BaseError } from '../../../src/domain/errors/baseError'
import {
  catalogueError,
  chainNotConfiguredError,
  ERROR_MESSAGES,
  missingArgumentError,
} from '../../../src/domain/errors/errorCatalogue'
import {
  asWalletFailure,
  isWalletFailure,
  WALLET_FALLBACK_CODES,
  type WalletRequestContext,
} from '../../../src/domain/errors/walletError'

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

const contexts = Object.keys(WALLET_FALLBACK_CODES) as WalletRequestContext[]
const context = fc.constantFrom(...contexts)

describe('asWalletFailure', () => {
  test('default: a wallet failure from a connector passes unchanged', () => {
    const rejected = catalogueError('user-rejected')
    const notConfigured = chainNotConfiguredError(10, 'Coinbase Wallet')
    const missing = missingArgumentError('connector')
    expect(asWalletFailure(rejected, 'switch')).toBe(rejected)
    expect(asWalletFailure(notConfigured, 'connect')).toBe(notConfigured)
    expect(asWalletFailure(missing, 'sign')).toBe(missing)
  })

  test("behavior: anything else is the request's fallback code with its catalogue message, the cause kept", () => {
    const failedImport = new TypeError('Failed to fetch dynamically imported module')
    const err = asWalletFailure(failedImport, 'connect')
    expect(err).toBeInstanceOf(BaseError)
    expect(err.code).toBe('connect-failed')
    expect(err.shortMessage).toBe(ERROR_MESSAGES['connect-failed'])
    expect(err.cause).toBe(failedImport)
    // Unmapped wallet shapes are not read here: mapping them is the adapter's (mapWalletError).
    expect(asWalletFailure({ code: 4001 }, 'switch').code).toBe('switch-chain')
    expect(asWalletFailure(new BaseError('Request timed out', { code: 'rpc-timeout' }), 'send').code).toBe(
      'send-failed',
    )
    expect(asWalletFailure(undefined, 'watch').code).toBe('watch-asset')
  })

  test('behavior: a revoked proxy is a fallback, not a throw', () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(asWalletFailure(proxy, 'add').code).toBe('add-chain')
  })

  test('behavior (property): never throws, always a wallet failure with its one message; idempotent', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true }),
        context,
        context,
        (input, a, b) => {
          const err = asWalletFailure(input, a)
          expect(err).toBeInstanceOf(BaseError)
          expect(isWalletFailure(err)).toBe(true)
          expect(err.code).toBe(WALLET_FALLBACK_CODES[a])
          expect(err.shortMessage).toBe(ERROR_MESSAGES[WALLET_FALLBACK_CODES[a]])
          expect(asWalletFailure(err, b)).toBe(err)
        },
      ),
    )
  })

  test('behavior (property): every catalogue error passes unchanged whatever the request', () => {
    const code = fc.constantFrom(...(Object.keys(ERROR_MESSAGES) as (keyof typeof ERROR_MESSAGES)[]))
    fc.assert(
      fc.property(code, context, (c, ctx) => {
        const err = catalogueError(c)
        expect(asWalletFailure(err, ctx)).toBe(err)
      }),
    )
  })
})
