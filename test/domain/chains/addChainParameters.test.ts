import { describe, expect, test } from 'vitest'
import { addChainParameters } from '../../../src/domain/chains/addChainParameters'
import { resolveChains } from '../../../src/domain/chains/resolveChains'
import type { Chain } from '../../../src/domain/chains/chain'

describe('addChainParameters', () => {
  test('default: Goerli as EIP-3085 parameters', () => {
    const [, goerli] = resolveChains({ rpcKey: 'k' })
    expect(addChainParameters(goerli as Chain)).toEqual({
      chainId: '0x5',
      chainName: 'Goerli',
      nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://eth-goerli.g.alchemy.com/v2/k', 'https://rpc.ankr.com/eth_goerli'],
      blockExplorerUrls: ['https://goerli.etherscan.io'],
    })
  })

  test('behavior: without explorer the field is omitted; without currency 18-decimal ETH', () => {
    const bare = { id: 31337, name: 'Local', rpcUrls: ['http://127.0.0.1:8545'] } as unknown as Chain
    const params = addChainParameters(bare)
    expect(params).toEqual({
      chainId: '0x7a69', chainName: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: ['http://127.0.0.1:8545'],
    })
    expect('blockExplorerUrls' in params).toBe(false)
  })

  test('behavior: rpcUrls is a copy', () => {
    const [mainnet] = resolveChains({})
    const params = addChainParameters(mainnet as Chain)
    params.rpcUrls.push('x')
    expect(mainnet?.rpcUrls).toEqual(['https://cloudflare-eth.com'])
  })
})
