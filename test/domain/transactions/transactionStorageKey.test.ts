import { describe, expect, test } from 'vitest'
import { transactionStorageKey } from '../../../src/domain/transactions/transactionStorageKey'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('transactionStorageKey', () => {
  test('default: per account (any case) and chain', () => {
    expect(transactionStorageKey(address, 5)).toBe('tx.0x70997970c51812dc3a010c7d01b50e0d17dc79c8.5')
    expect(transactionStorageKey(address.toLowerCase(), 5)).toBe(transactionStorageKey(address, 5))
  })

  test('parameters: no address or chain id -> "No address or chain ID found"', () => {
    for (const [a, c] of [
      [undefined, 1],
      [address, undefined],
      ['0x12', 1],
      [address, 0],
      [address, 1.5],
      [address, -1],
    ] as const) {
      expect(() => transactionStorageKey(a, c)).toThrowError(
        expect.objectContaining({ code: 'no-address-or-chain', shortMessage: 'No address or chain ID found' }),
      )
    }
  })
})
