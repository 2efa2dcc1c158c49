import { describe, expect, test } from 'vitest'
import { formatBalance } from '../../../src/adapters/ethers/ethersFormatBalance'

describe('formatBalance', () => {
  test('default', () => {
    expect(formatBalance(1_500_000_000_000_000_000n, 18)).toBe('1.5')
  })

  test('behavior: a whole amount has no decimal point', () => {
    expect(formatBalance(10_000n * 10n ** 18n, 18)).toBe('10000')
    expect(formatBalance(0n, 18)).toBe('0')
  })

  test('parameters: decimals', () => {
    expect(formatBalance(1_234_567n, 6)).toBe('1.234567')
    expect(formatBalance(42n, 0)).toBe('42')
    expect(formatBalance(1n, 30)).toBe('0.000000000000000000000000000001')
  })
})
