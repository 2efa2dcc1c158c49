import { afterEach, describe, expect, test, vi } from 'vitest'
import { EthersChainReader } from '../../src/adapters/ethers/ethersChainReader'
import { ViemChainReader } from '../../src/adapters/viem/viemChainReader'
import { loadChainReader } from '../../src/app/loadChainReader'
import { DEFAULT_NATIVE_CURRENCY, type Chain } from '../../src/domain/chains/chain'

const chains: Chain[] = [
  { id: 1, name: 'Ethereum', nativeCurrency: DEFAULT_NATIVE_CURRENCY, rpcUrls: ['http://127.0.0.1:1'] },
]
const invalid = { code: 'invalid-config', shortMessage: 'VITE_CHAIN_LIBRARY: "web3" is not one of viem, ethers' }

describe('loadChainReader', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  test('default', async () => {
    vi.stubEnv('VITE_CHAIN_LIBRARY', '')
    expect(await loadChainReader(chains)).toBeInstanceOf(ViemChainReader)
  })

  test('parameters: VITE_CHAIN_LIBRARY picks the adapter', async () => {
    vi.stubEnv('VITE_CHAIN_LIBRARY', 'ethers')
    expect(await loadChainReader(chains)).toBeInstanceOf(EthersChainReader)
    vi.stubEnv('VITE_CHAIN_LIBRARY', 'viem')
    expect(await loadChainReader(chains)).toBeInstanceOf(ViemChainReader)
  })

  test('parameters: an unknown library is invalid-config', async () => {
    vi.stubEnv('VITE_CHAIN_LIBRARY', 'web3')
    await expect(loadChainReader(chains)).rejects.toMatchObject(invalid)
  })
})
