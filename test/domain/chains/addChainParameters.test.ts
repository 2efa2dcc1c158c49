import { describe, expect, test } from 'vitest'
import { addChainParameters } from '../../../src/domain/chains/addChainParameters'
import { resolveChains } from '../../../src/domain/chains/resolveChains'
import type { Chain } from '../../../src/domain/chains/chain'
import { hasCode } from '../../../src/domain/errors/baseError'

describe('addChainParameters', () => {
  test('default: Goerli as EIP-3085 parameters, with its public RPC URL only', () => {
    const [, goerli] = resolveChains({})
    expect(addChainParameters(goerli as Chain)).toEqual({
      chainId: '0x5',
      chainName: 'Goerli',
      nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://rpc.ankr.com/eth_goerli'],
      blockExplorerUrls: ['https://goerli.etherscan.io'],
    })
  })

  test("parameters: with the app's RPC key set, the wallet still gets only the public URL", () => {
    const [, goerli] = resolveChains({ rpcKey: 'SECRETKEY' })
    expect(goerli?.rpcUrls).toContain('https://eth-goerli.g.alchemy.com/v2/SECRETKEY')
    const params = addChainParameters(goerli as Chain)
    expect(params.rpcUrls).toEqual(['https://rpc.ankr.com/eth_goerli'])
    expect(JSON.stringify(params)).not.toContain('SECRETKEY')
  })

  test("parameters: an RPC override (VITE_RPC_URLS) is the app's own node, not given to the wallet", () => {
    const [mainnet] = resolveChains({ ids: '1', rpcUrls: '1=http://127.0.0.1:8545' })
    expect(addChainParameters(mainnet as Chain).rpcUrls).toEqual(['https://cloudflare-eth.com'])
  })

  test('parameters: a chain without a public RPC URL cannot be added: add-chain error naming the chain', () => {
    const keyed = { id: 1337, name: 'Local', rpcUrls: ['https://rpc.example/v2/SECRETKEY'] } as unknown as Chain
    for (const chain of [keyed, { ...keyed, publicRpcUrls: [] }]) {
      let thrown: unknown
      try {
        addChainParameters(chain)
      } catch (err) {
        thrown = err
      }
      expect(hasCode(thrown, 'add-chain')).toBe(true)
      expect(thrown).toMatchObject({
        shortMessage: 'An error occurred when attempting to add chain.',
        details: 'Local (1337) has no public RPC URL to give the wallet',
      })
    }
  })

  test('behavior: without explorer the field is omitted; without currency 18-decimal ETH', () => {
    const bare = { id: 31337, name: 'Local', rpcUrls: [], publicRpcUrls: ['http://127.0.0.1:8545'] } as unknown as Chain
    const params = addChainParameters(bare)
    expect(params).toEqual({
      chainId: '0x7a69',
      chainName: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8545'],
    })
    expect('blockExplorerUrls' in params).toBe(false)
  })

  test('behavior: rpcUrls is a copy', () => {
    const [mainnet] = resolveChains({})
    const params = addChainParameters(mainnet as Chain)
    params.rpcUrls.push('x')
    expect(mainnet?.publicRpcUrls).toEqual(['https://cloudflare-eth.com'])
  })
})
