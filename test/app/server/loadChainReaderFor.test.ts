import { describe, expect, test } from 'vitest'
import { EthersChainReader } from '../../../src/adapters/ethers/ethersChainReader'
import { ViemChainReader } from '../../../src/adapters/viem/viemChainReader'
import { loadChainReaderFor } from '../../../src/app/server/loadChainReaderFor'
import { DEFAULT_NATIVE_CURRENCY, type Chain } from '../../../src/domain/chains/chain'

const chains: Chain[] = [
  { id: 1, name: 'Ethereum', nativeCurrency: DEFAULT_NATIVE_CURRENCY, rpcUrls: ['http://127.0.0.1:1'] },
]
const invalid = { code: 'invalid-config', shortMessage: 'VITE_CHAIN_LIBRARY: "web3" is not one of viem, ethers' }

describe('loadChainReaderFor', () => {
  test('default', async () => {
    expect(await loadChainReaderFor(undefined, chains)).toBeInstanceOf(ViemChainReader)
  })

  test('parameters: library', async () => {
    expect(await loadChainReaderFor('ethers', chains)).toBeInstanceOf(EthersChainReader)
    expect(await loadChainReaderFor('viem', chains)).toBeInstanceOf(ViemChainReader)
    await expect(loadChainReaderFor('web3', chains)).rejects.toMatchObject(invalid)
  })
})
