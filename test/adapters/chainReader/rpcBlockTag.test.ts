import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseRpcQuantity } from '../../../src/adapters/chainReader/parseRpcQuantity'
import { rpcBlockTag } from '../../../src/adapters/chainReader/rpcBlockTag'

describe('rpcBlockTag', () => {
  test('default', () => {
    expect(rpcBlockTag()).toBe('latest')
  })

  test('parameters: blockNumber is a hex quantity without leading zeros', () => {
    expect(rpcBlockTag(0n)).toBe('0x0')
    expect(rpcBlockTag(255n)).toBe('0xff')
    expect(rpcBlockTag(19_000_000n)).toBe('0x121eac0')
  })

  test('behavior: any block number reads back as itself', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n }), (n) => {
        const tag = rpcBlockTag(n)
        expect(tag).toMatch(/^0x(?:0|[1-9a-f][0-9a-f]*)$/)
        expect(parseRpcQuantity(tag, 'block number')).toBe(n)
      }),
    )
  })
})
