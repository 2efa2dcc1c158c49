import { describe, expect, test } from 'vitest'
import {
  DEFAULT_CHAIN_IDS,
  ETHEREUM,
  GOERLI,
  KNOWN_CHAINS,
  findKnownChain,
} from '../../../src/domain/chains/knownChains'

describe('knownChains', () => {
  test('default: Ethereum and Goerli are the default chains', () => {
    expect(DEFAULT_CHAIN_IDS).toEqual([1, 5])
    expect(KNOWN_CHAINS.slice(0, 2)).toEqual([ETHEREUM, GOERLI])
  })

  test('behavior: Ethereum definition', () => {
    expect(ETHEREUM).toMatchObject({
      id: 1,
      name: 'Ethereum',
      iconBackground: '#484c50',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorer: { url: 'https://etherscan.io' },
      rpc: { providerUrl: 'https://eth-mainnet.g.alchemy.com/v2/{key}', publicUrl: 'https://cloudflare-eth.com' },
    })
    expect(ETHEREUM.testnet).toBeUndefined()
  })

  test('behavior: Goerli definition', () => {
    expect(GOERLI).toMatchObject({
      id: 5,
      name: 'Goerli',
      testnet: true,
      nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
      blockExplorer: { url: 'https://goerli.etherscan.io' },
      rpc: { providerUrl: 'https://eth-goerli.g.alchemy.com/v2/{key}', publicUrl: 'https://rpc.ankr.com/eth_goerli' },
    })
  })

  test('behavior: ids are unique, provider templates carry {key}, colours are hex', () => {
    const ids = KNOWN_CHAINS.map((chain) => chain.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const chain of KNOWN_CHAINS) {
      if (chain.rpc.providerUrl !== undefined) expect(chain.rpc.providerUrl).toContain('{key}')
      expect(chain.rpc.publicUrl).not.toContain('{key}')
      expect(chain.iconBackground).toMatch(/^#[0-9a-f]{6}$/)
      expect(chain.nativeCurrency.decimals).toBe(18)
    }
  })

  test('behavior: findKnownChain', () => {
    expect(findKnownChain(5)).toBe(GOERLI)
    expect(findKnownChain(999_999)).toBeUndefined()
  })
})
