import { describe, expect, test } from 'vitest'
import { readConfig } from '../../src/app/config'
import { readSupportTokens } from '../../src/app/supportTokens'

describe('readConfig', () => {
  test('default: Ethereum and Goerli, viem, sign-in on, no WalletConnect, no analytics', () => {
    const config = readConfig({})
    expect(config.chains.map((c) => c.id)).toEqual([1, 5])
    expect(config.chainLibrary).toBe('viem')
    expect(config.auth).toBe('siwe')
    expect(config.walletConnectProjectId).toBeUndefined()
    expect(config.gaMeasurementId).toBeUndefined()
  })

  test('parameters: every variable', () => {
    const config = readConfig({
      VITE_CHAINS: '5',
      VITE_RPC_URLS: '5=http://127.0.0.1:8546',
      VITE_CHAIN_LIBRARY: 'ethers',
      VITE_WALLETCONNECT_PROJECT_ID: ' abc123 ',
      VITE_GA_MEASUREMENT_ID: 'G-TEST123',
      VITE_AUTH: 'OFF',
    })
    expect(config.chains.map((c) => [c.id, c.rpcUrls])).toEqual([[5, ['http://127.0.0.1:8546']]])
    expect(config.chainLibrary).toBe('ethers')
    expect(config.walletConnectProjectId).toBe('abc123')
    expect(config.gaMeasurementId).toBe('G-TEST123')
    expect(config.auth).toBe('off')
  })

  test('parameters: VITE_SUPPORT_TOKENS, read by readSupportTokens on the configured chains', () => {
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const read = (env: Record<string, string>) => readSupportTokens(env, readConfig(env).chains)
    expect(read({}).map((t) => [t.chainId, t.symbol])).toEqual([[1, 'USDC']])
    expect(read({ VITE_SUPPORT_TOKENS: '' }).map((t) => [t.chainId, t.symbol])).toEqual([[1, 'USDC']])
    expect(read({ VITE_SUPPORT_TOKENS: 'none' })).toEqual([])
    expect(read({ VITE_CHAINS: '5', VITE_SUPPORT_TOKENS: ` 5:${token}:TST:6 ` })).toEqual([
      { chainId: 5, address: token, symbol: 'TST', decimals: 6 },
    ])
    expect(() => read({ VITE_CHAINS: '5', VITE_SUPPORT_TOKENS: `1:${token}:TST:6` })).toThrow(
      'VITE_SUPPORT_TOKENS: chain id 1 is not in VITE_CHAINS',
    )
  })

  test('behavior: empty strings count as unset (vite passes unset variables as "")', () => {
    expect(readConfig({ VITE_AUTH: '', VITE_CHAIN_LIBRARY: ' ', VITE_WALLETCONNECT_PROJECT_ID: '' })).toMatchObject({
      auth: 'siwe',
      chainLibrary: 'viem',
      walletConnectProjectId: undefined,
    })
  })

  test('behavior: a bad value names the variable', () => {
    expect(() => readConfig({ VITE_AUTH: 'maybe' })).toThrow('VITE_AUTH: "maybe" is not one of siwe, off')
    expect(() => readConfig({ VITE_CHAIN_LIBRARY: 'web3' })).toThrow(
      'VITE_CHAIN_LIBRARY: "web3" is not one of viem, ethers',
    )
    expect(() => readConfig({ VITE_CHAINS: '1,x' })).toThrow(/VITE_CHAINS/)
  })
})
