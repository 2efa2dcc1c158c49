import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { toDecimalString } from '../../../src/domain/account/decimalString'
import { noteAmount } from '../../../src/ui/pages/noteAmount'

const ether = { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
const usdcLike = { nativeCurrency: { name: 'Six', symbol: 'SIX', decimals: 6 } }
const wei = fc.bigInt({ min: 0n, max: 10n ** 30n })

describe('noteAmount', () => {
  test('default: the exact value with its symbol, grouped in English', () => {
    expect(noteAmount({ value: '1234500000000000000' }, ether, 'en')).toBe('1.2345 ETH')
    expect(noteAmount({ value: '1' }, ether, 'en')).toBe('0.000000000000000001 ETH')
    expect(noteAmount({ value: '1234567000000' }, usdcLike, 'en')).toBe('1,234,567 SIX')
    expect(noteAmount({ value: '500000000000000000' }, undefined, 'en')).toBe('0.5 ETH')
    expect(noteAmount({ value: '1234500000000000000' }, ether, 'de')).toBe('1,2345 ETH')
  })

  test('behavior: no digit is lost: English without its grouping is the exact decimal', () => {
    fc.assert(
      fc.property(wei, fc.constantFrom(ether, usdcLike), (value, chain) => {
        const shown = noteAmount({ value: String(value) }, chain, 'en')
        const [number, symbol] = shown.split(' ')
        expect(symbol).toBe(chain.nativeCurrency.symbol)
        expect(number!.replaceAll(',', '')).toBe(toDecimalString(value, chain.nativeCurrency.decimals))
      }),
    )
  })
})
