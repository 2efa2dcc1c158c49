import { describe, expect, test } from 'vitest'
import { EthersChainReader } from '../../src/adapters/ethers/ethersChainReader'
import { ethersChecksumAddress } from '../../src/adapters/ethers/ethersChecksumAddress'
import { EthersSignatureVerifier } from '../../src/adapters/ethers/ethersSignatureVerifier'
import { ViemChainReader } from '../../src/adapters/viem/viemChainReader'
import { viemChecksumAddress } from '../../src/adapters/viem/viemChecksumAddress'
import { ViemSignatureVerifier } from '../../src/adapters/viem/viemSignatureVerifier'
import { loadChainLibrary } from '../../src/app/chainLibrary'
import { DEFAULT_NATIVE_CURRENCY, type Chain } from '../../src/domain/chains/chain'

const chains: Chain[] = [
  { id: 1, name: 'Ethereum', nativeCurrency: DEFAULT_NATIVE_CURRENCY, rpcUrls: ['http://127.0.0.1:1'] },
]
const options = { rpcUrls: { 1: 'http://127.0.0.1:1' } }
const invalid = { code: 'invalid-config', shortMessage: 'VITE_CHAIN_LIBRARY: "web3" is not one of viem, ethers' }

describe('loadChainLibrary', () => {
  test('default: viem when no library is named', async () => {
    for (const library of [undefined, '']) {
      const parts = await loadChainLibrary(library)
      expect(await parts.loadChainReader(chains)).toBeInstanceOf(ViemChainReader)
    }
  })

  test('parameters: library picks the adapters of every part', async () => {
    const viem = await loadChainLibrary('viem')
    expect(await viem.loadChainReader(chains)).toBeInstanceOf(ViemChainReader)
    expect(await viem.loadChecksumAddress()).toBe(viemChecksumAddress)
    expect(await viem.loadSignatureVerifier(options)).toBeInstanceOf(ViemSignatureVerifier)
    const ethers = await loadChainLibrary('ethers')
    expect(await ethers.loadChainReader(chains)).toBeInstanceOf(EthersChainReader)
    expect(await ethers.loadChecksumAddress()).toBe(ethersChecksumAddress)
    expect(await ethers.loadSignatureVerifier(options)).toBeInstanceOf(EthersSignatureVerifier)
  })

  test('behavior: both checksums give the EIP-55 form', async () => {
    const lower = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
    for (const library of ['viem', 'ethers']) {
      const checksum = await (await loadChainLibrary(library)).loadChecksumAddress()
      expect(checksum(lower)).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
    }
  })

  test('parameters: an unknown library is invalid-config', async () => {
    await expect(loadChainLibrary('web3')).rejects.toMatchObject(invalid)
  })
})
