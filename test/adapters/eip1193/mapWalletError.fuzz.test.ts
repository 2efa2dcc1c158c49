import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { mapWalletError, type WalletRequestContext } from '../../../src/adapters/eip1193/mapWalletError'
import { BaseError } from '../../../src/domain/errors/baseError'
import { ERROR_MESSAGES } from '../../../src/domain/errors/errorCatalogue'

const context = fc.constantFrom<WalletRequestContext>('connect', 'switch', 'add', 'sign', 'send', 'watch')
const codes = Object.keys(ERROR_MESSAGES)

describe('mapWalletError (property)', () => {
  test('behavior: never throws and always yields a catalogue error', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true }),
        context,
        (input, ctx) => {
          const err = mapWalletError(input, ctx)
          expect(err).toBeInstanceOf(BaseError)
          expect(codes).toContain(err.code)
          expect(err.shortMessage).toBe(ERROR_MESSAGES[err.code as keyof typeof ERROR_MESSAGES])
        },
      ),
    )
  })

  test('behavior: a 4001 anywhere in the cause chain wins over any message', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 5 }), context, (message, depth, ctx) => {
        let err: unknown = { code: 4001, message }
        for (let i = 0; i < depth; i++) err = { message, cause: err }
        expect(mapWalletError(err, ctx).code).toBe('user-rejected')
      }),
    )
  })

  test('behavior: mapping is idempotent', () => {
    fc.assert(
      fc.property(fc.anything(), context, context, (input, a, b) => {
        const once = mapWalletError(input, a)
        expect(mapWalletError(once, b)).toBe(once)
      }),
    )
  })
})
