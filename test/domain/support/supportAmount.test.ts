import { describe, expect, test } from 'vitest'
import type { Chain } from '../../../src/domain/chains/chain'
import { supportAmount } from '../../../src/domain/support/supportAmount'

const chains: Chain[] = [
  { id: 5, name: 'Goerli', nativeCurrency: { name: 'Goerli Ether', symbol: 'GOR', decimals: 18 }, rpcUrls: [] },
]

describe('supportAmount', () => {
  test('default: wei with the chain\'s symbol and name (product rules: "Number display")', () => {
    expect(supportAmount('1500000000000000000', 5, chains)).toEqual({ amount: '1.5 GOR', chainName: 'Goerli' })
    expect(supportAmount('1234567000000000000000', 5, chains).amount).toBe('1,234.5 GOR')
    expect(supportAmount('1', 5, chains).amount).toBe('<0.001 GOR')
  })

  test('parameters: a chain not configured is named by its id with the default currency', () => {
    expect(supportAmount('10000000000000000', 10, chains)).toEqual({ amount: '0.01 ETH', chainName: 'Chain 10' })
  })

  test('parameters: an asset gives its own symbol and decimals, in base units, never through a float', () => {
    const usdc = { symbol: 'USDC', decimals: 6 }
    expect(supportAmount('5000000', 5, chains, 'en', usdc)).toEqual({ amount: '5 USDC', chainName: 'Goerli' })
    expect(supportAmount('1234567', 5, chains, 'en', usdc).amount).toBe('1.23 USDC')
  })
})
