import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { resolveChainReaderOptions } from '../../../src/adapters/chainReader/chainReaderOptions'

describe('resolveChainReaderOptions', () => {
  test('behavior: a value that is not a positive number of ms is invalid-config, any positive one is kept', () => {
    const key = fc.constantFrom('requestTimeout', 'callTimeout', 'pollingInterval', 'receiptTimeout' as const)
    fc.assert(
      fc.property(key, fc.oneof(fc.double(), fc.integer()), (name, value) => {
        const valid = Number.isFinite(value) && value > 0
        if (valid) expect(resolveChainReaderOptions({ [name]: value })[name]).toBe(value)
        else
          expect(() => resolveChainReaderOptions({ [name]: value })).toThrow(
            expect.objectContaining({ code: 'invalid-config' }),
          )
      }),
    )
  })
})
