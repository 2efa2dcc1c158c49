import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { Address, Hash } from '../../../src/domain/shared/hex'
import { assetKeyOf, supportKeyOf } from '../../../src/domain/support/supportKey'

const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: length, maxLength: length })
const address = hex(40).map((h) => `0x${h}` as Address)

describe('supportKeyOf', () => {
  test('default: the native currency is `native`, a token its lower-case address', () => {
    expect(assetKeyOf({ address: null })).toBe('native')
    expect(assetKeyOf({ address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' })).toBe(
      '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    )
  })

  test('behavior: one key whatever the case of the hash and address; two assets of a transaction, two keys', () => {
    fc.assert(
      fc.property(fc.nat(), hex(64), address, address, (chainId, h, a, b) => {
        const txHash = `0x${h}` as Hash
        const key = supportKeyOf({ chainId, txHash, asset: { symbol: 'T', decimals: 6, address: a } })
        const upper = supportKeyOf({
          chainId,
          txHash: `0x${h.toUpperCase()}` as Hash,
          asset: { symbol: 'T', decimals: 6, address: `0x${a.slice(2).toUpperCase()}` as Address },
        })
        expect(upper).toEqual(key)
        expect(key.txHash).toBe(txHash.toLowerCase())
        const native = supportKeyOf({ chainId, txHash, asset: { symbol: 'ETH', decimals: 18, address: null } })
        expect(native.assetKey).not.toBe(key.assetKey)
        const other = supportKeyOf({ chainId, txHash, asset: { symbol: 'U', decimals: 6, address: b } })
        expect(other.assetKey === key.assetKey).toBe(a.toLowerCase() === b.toLowerCase())
      }),
    )
  })
})
