import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readSupportClaimBody } from '../../../src/adapters/server/readSupportClaimBody'
import { isHash } from '../../../src/domain/shared/hex'

describe('readSupportClaimBody', () => {
  test('behavior: any JSON object gives a claim or a problem naming a field, never a throw', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('chainId', 'txHash', 'note', 'x'), fc.jsonValue()), (body) => {
        const result = readSupportClaimBody(body)
        if ('code' in result) {
          expect(['chainId', 'txHash', 'note']).toContain(result.field)
          if (result.field === 'note') expect(result.problems?.length).toBeGreaterThan(0)
        } else {
          expect(Number.isSafeInteger(result.chainId) && result.chainId > 0).toBe(true)
          expect(isHash(result.txHash) && result.txHash === result.txHash.toLowerCase()).toBe(true)
        }
      }),
    )
  })
})
