import { describe, expect, test } from 'vitest'
import { readAppOrigin, readServerConfig, verifierRpcUrls } from '../../../src/app/server/serverConfig'

function errorOf(fn: () => unknown): { code?: string; shortMessage?: string } {
  try {
    fn()
  } catch (err) {
    return err as { code?: string; shortMessage?: string }
  }
  throw new Error('expected a throw')
}

describe('serverConfig', () => {
  test('default', () => {
    const config = readServerConfig({})
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', appOrigin: 'http://localhost:8080', chainLibrary: 'viem', auth: 'siwe' })
    expect(config.chains.map((c) => c.id)).toEqual([1, 5])
  })

  test('parameters: every variable', () => {
    const config = readServerConfig({
      PORT: '3000',
      HOST: '0.0.0.0',
      APP_ORIGIN: 'https://studio.example/',
      VITE_CHAINS: '1,31337',
      VITE_RPC_URLS: '31337=http://127.0.0.1:8545',
      VITE_CHAIN_LIBRARY: 'ethers',
      VITE_AUTH: 'off',
    })
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', appOrigin: 'https://studio.example', chainLibrary: 'ethers', auth: 'off' })
    expect(verifierRpcUrls(config.chains)).toEqual({ 1: expect.stringMatching(/^https:\/\//), 31337: 'http://127.0.0.1:8545' })
  })

  test('parameters: APP_ORIGIN defaults to localhost on PORT', () => {
    expect(readServerConfig({ PORT: '9000' }).appOrigin).toBe('http://localhost:9000')
  })

  test.each([
    [{ PORT: 'eighty' }, 'PORT: "eighty" is not a port number'],
    [{ PORT: '70000' }, 'PORT: "70000" is not a port number'],
    [{ APP_ORIGIN: 'localhost:8080' }, 'APP_ORIGIN: "localhost:8080" must be an origin such as http://localhost:8080 (no path)'],
    [{ APP_ORIGIN: 'http://localhost:8080/app' }, 'APP_ORIGIN: "http://localhost:8080/app" must be an origin such as http://localhost:8080 (no path)'],
    [{ APP_ORIGIN: 'not a url' }, 'APP_ORIGIN: "not a url" is not a URL'],
    [{ VITE_CHAIN_LIBRARY: 'web3js' }, 'VITE_CHAIN_LIBRARY: "web3js" is not one of viem, ethers'],
  ])('behavior: %o is refused', (env, message) => {
    expect(errorOf(() => readServerConfig(env))).toMatchObject({ code: 'invalid-config', shortMessage: message })
  })

  test('behavior: verifierRpcUrls takes the first http(s) URL of each chain', () => {
    const chain = { id: 7, name: 'x', nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 } }
    expect(verifierRpcUrls([{ ...chain, rpcUrls: ['wss://a', 'https://b', 'https://c'] }, { ...chain, id: 8, rpcUrls: ['wss://only'] }])).toEqual({ 7: 'https://b' })
  })

  test('behavior: readAppOrigin lower-cases the host like browsers do', () => {
    expect(readAppOrigin('HTTP://LocalHost:8080', 1)).toBe('http://localhost:8080')
  })
})
