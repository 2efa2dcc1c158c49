import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { toDecimalString } from '../../../src/domain/account/decimalString'
import type { SupportAsset } from '../../../src/domain/support/support'
import { noteAmount } from '../../../src/ui/pages/noteAmount'

const ether: SupportAsset = { symbol: 'ETH', decimals: 18, address: null }
const usdc: SupportAsset = { symbol: 'USDC', decimals: 6, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
const units = fc.bigInt({ min: 0n, max: 10n ** 30n })

describe('noteAmount', () => {
  test('default: the exact amount in its asset, with its symbol, grouped in English', () => {
    expect(noteAmount({ amount: '1234500000000000000', asset: ether }, 'en')).toBe('1.2345 ETH')
    expect(noteAmount({ amount: '1', asset: ether }, 'en')).toBe('0.000000000000000001 ETH')
    expect(noteAmount({ amount: '1234567000000', asset: usdc }, 'en')).toBe('1,234,567 USDC')
    expect(noteAmount({ amount: '5000000', asset: usdc }, 'en')).toBe('5 USDC')
    expect(noteAmount({ amount: '1234500000000000000', asset: ether }, 'de')).toBe('1,2345 ETH')
  })

  test('behavior: no digit is lost: English without its grouping is the exact decimal', () => {
    fc.assert(
      fc.property(units, fc.constantFrom(ether, usdc), (amount, asset) => {
        const shown = noteAmount({ amount: String(amount), asset }, 'en')
        const [number, symbol] = shown.split(' ')
        expect(symbol).toBe(asset.symbol)
        expect(number!.replaceAll(',', '')).toBe(toDecimalString(amount, asset.decimals))
      }),
    )
  })
})
