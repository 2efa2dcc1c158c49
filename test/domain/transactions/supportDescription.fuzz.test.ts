import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { shortenAddress } from '../../../src/domain/account/shortenAddress'
import { supportDescription } from '../../../src/domain/transactions/supportDescription'

describe('supportDescription (property)', () => {
  test('behavior: always "Support {amount} {symbol} to {who}", who being the short address without a name', () => {
    const address = fc.stringMatching(/^0x[0-9a-fA-F]{40}$/) as fc.Arbitrary<`0x${string}`>
    fc.assert(
      fc.property(
        address,
        fc.stringMatching(/^\d{1,6}(\.\d{1,18})?$/),
        fc.constantFrom('ETH', 'GOR'),
        (addr, amount, symbol) => {
          expect(supportDescription({ address: addr }, amount, symbol)).toBe(
            `Support ${amount} ${symbol} to ${shortenAddress(addr)}`,
          )
        },
      ),
    )
  })

  test('behavior: with a name the address never shows, and the description stays non-empty and bounded', () => {
    const name = fc.stringMatching(/^[a-z0-9]{1,60}\.eth$/)
    fc.assert(
      fc.property(name, (n) => {
        const text = supportDescription({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', name: n }, '1', 'ETH')
        expect(text).not.toContain('0x70')
        expect(text.length).toBeLessThanOrEqual('Support 1 ETH to '.length + 25)
      }),
    )
  })
})
