import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { hasCode } from '../../../src/domain/errors/baseError'
import { validateTransaction, type NewTransaction } from '../../../src/domain/transactions/validateTransaction'

const hashArb = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((b) => `0x${Buffer.from(b).toString('hex')}` as const)

describe('validateTransaction', () => {
  test('behavior: anything either validates to a well-formed transaction or throws a catalogue error', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            hash: fc.oneof(hashArb, fc.string()),
            description: fc.oneof(fc.string(), fc.anything()),
            confirmations: fc.oneof(fc.constant(undefined), fc.integer(), fc.double(), fc.anything()),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          let result: NewTransaction | undefined
          try {
            result = validateTransaction(input as NewTransaction)
          } catch (err) {
            expect(
              ['invalid-transaction-hash', 'invalid-transaction-description', 'invalid-transaction-confirmations'].some(
                (c) => hasCode(err, c),
              ),
            ).toBe(true)
            return
          }
          expect(result.hash).toMatch(/^0x[0-9a-fA-F]{64}$/)
          expect(typeof result.description).toBe('string')
          if (result.confirmations !== undefined)
            expect(Number.isInteger(result.confirmations) && result.confirmations >= 1).toBe(true)
        },
      ),
    )
  })

  test('behavior: every valid transaction passes unchanged', () => {
    fc.assert(
      fc.property(
        hashArb,
        fc.string(),
        fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: undefined }),
        (hash, description, confirmations) => {
          const tx = confirmations === undefined ? { hash, description } : { hash, description, confirmations }
          expect(validateTransaction(tx)).toEqual(tx)
        },
      ),
    )
  })
})
