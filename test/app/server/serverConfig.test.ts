import { describe, expect, test } from 'vitest'
import {
  readAppOrigin,
  readOperationsConfig,
  readRateLimit,
  readServerConfig,
  verifierRpcUrls,
} from '../../../src/app/server/serverConfig'
import { errorOf } from '../../support/errorOf'

describe('serverConfig', () => {
  test('default', () => {
    const config = readServerConfig({})
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      appOrigin: 'http://localhost:8080',
      chainLibrary: 'viem',
      auth: 'siwe',
    })
    expect(config.chains.map((c) => c.id)).toEqual([1, 5])
    expect(config.rateLimits).toEqual({ nonce: undefined, verify: undefined })
    expect(config.trustProxyHops).toBe(0)
    expect(config.supportTokens).toEqual([
      { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 },
    ])
  })

  test('parameters: VITE_SUPPORT_TOKENS as the browser build reads it; malformed stops the server', () => {
    expect(readServerConfig({ VITE_SUPPORT_TOKENS: 'none' }).supportTokens).toEqual([])
    expect(errorOf(() => readServerConfig({ VITE_SUPPORT_TOKENS: '1:0x12:USDC:6' }))).toMatchObject({
      code: 'invalid-config',
    })
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
      AUTH_RATE_LIMIT_NONCE: '2000/1s',
      AUTH_RATE_LIMIT_VERIFY: ' 5/2m ',
      TRUST_PROXY_HOPS: '2',
      AUTH_MAX_PENDING_NONCES: ' 50000 ',
    })
    expect(config.trustProxyHops).toBe(2)
    expect(config.state.pendingNonces).toBe(50_000)
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      appOrigin: 'https://studio.example',
      chainLibrary: 'ethers',
      auth: 'off',
    })
    expect(config.rateLimits).toEqual({
      nonce: { limit: 2000, windowMs: 1000 },
      verify: { limit: 5, windowMs: 120_000 },
    })
    expect(verifierRpcUrls(config.chains)).toEqual({
      1: expect.stringMatching(/^https:\/\//),
      31337: 'http://127.0.0.1:8545',
    })
  })

  test('parameters: APP_ORIGIN defaults to localhost on PORT', () => {
    expect(readServerConfig({ PORT: '9000' }).appOrigin).toBe('http://localhost:9000')
  })

  test.each([
    [{ PORT: 'eighty' }, 'PORT: "eighty" is not a port number'],
    [{ PORT: '70000' }, 'PORT: "70000" is not a port number'],
    [
      { APP_ORIGIN: 'localhost:8080' },
      'APP_ORIGIN: "localhost:8080" must be an origin such as http://localhost:8080 (no path)',
    ],
    [
      { APP_ORIGIN: 'http://localhost:8080/app' },
      'APP_ORIGIN: "http://localhost:8080/app" must be an origin such as http://localhost:8080 (no path)',
    ],
    [{ APP_ORIGIN: 'not a url' }, 'APP_ORIGIN: "not a url" is not a URL'],
    [{ VITE_CHAIN_LIBRARY: 'web3js' }, 'VITE_CHAIN_LIBRARY: "web3js" is not one of viem, ethers'],
    [
      { AUTH_RATE_LIMIT_NONCE: '1000' },
      'AUTH_RATE_LIMIT_NONCE: "1000" is not a rate limit such as 120/60s (requests, then a window of 1s to 24h in s, m or h)',
    ],
    [
      { AUTH_RATE_LIMIT_NONCE: '0/60s' },
      'AUTH_RATE_LIMIT_NONCE: "0/60s" is not a rate limit such as 120/60s (requests, then a window of 1s to 24h in s, m or h)',
    ],
    [
      { AUTH_RATE_LIMIT_VERIFY: '20/0s' },
      'AUTH_RATE_LIMIT_VERIFY: "20/0s" is not a rate limit such as 120/60s (requests, then a window of 1s to 24h in s, m or h)',
    ],
    [
      { AUTH_RATE_LIMIT_VERIFY: '20/25h' },
      'AUTH_RATE_LIMIT_VERIFY: "20/25h" is not a rate limit such as 120/60s (requests, then a window of 1s to 24h in s, m or h)',
    ],
    [
      { AUTH_RATE_LIMIT_VERIFY: '20 / 60 s' },
      'AUTH_RATE_LIMIT_VERIFY: "20 / 60 s" is not a rate limit such as 120/60s (requests, then a window of 1s to 24h in s, m or h)',
    ],
    [
      { AUTH_RATE_LIMIT_VERIFY: '1.5/60s' },
      'AUTH_RATE_LIMIT_VERIFY: "1.5/60s" is not a rate limit such as 120/60s (requests, then a window of 1s to 24h in s, m or h)',
    ],
    [{ TRUST_PROXY_HOPS: 'yes' }, 'TRUST_PROXY_HOPS: "yes" is not a number of proxies from 0 to 10'],
    [{ AUTH_MAX_PENDING_NONCES: '9' }, 'AUTH_MAX_PENDING_NONCES: "9" is not a number of nonces from 10 to 10000000'],
    [
      { AUTH_MAX_PENDING_NONCES: '1e4' },
      'AUTH_MAX_PENDING_NONCES: "1e4" is not a number of nonces from 10 to 10000000',
    ],
    [
      { AUTH_MAX_PENDING_NONCES: '10000001' },
      'AUTH_MAX_PENDING_NONCES: "10000001" is not a number of nonces from 10 to 10000000',
    ],
    [{ TRUST_PROXY_HOPS: '11' }, 'TRUST_PROXY_HOPS: "11" is not a number of proxies from 0 to 10'],
    [{ TRUST_PROXY_HOPS: '-1' }, 'TRUST_PROXY_HOPS: "-1" is not a number of proxies from 0 to 10'],
    [{ TRUST_PROXY_HOPS: '1.5' }, 'TRUST_PROXY_HOPS: "1.5" is not a number of proxies from 0 to 10'],
  ])('behavior: %o is refused', (env, message) => {
    expect(errorOf(() => readServerConfig(env))).toMatchObject({ code: 'invalid-config', shortMessage: message })
  })

  test('behavior: verifierRpcUrls takes the first http(s) URL of each chain', () => {
    const chain = { id: 7, name: 'x', nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 } }
    expect(
      verifierRpcUrls([
        { ...chain, rpcUrls: ['wss://a', 'https://b', 'https://c'] },
        { ...chain, id: 8, rpcUrls: ['wss://only'] },
      ]),
    ).toEqual({ 7: 'https://b' })
  })

  test('parameters: readRateLimit reads s, m and h windows; blank means the default', () => {
    expect(readRateLimit('X', '120/60s')).toEqual({ limit: 120, windowMs: 60_000 })
    expect(readRateLimit('X', '5000/1m')).toEqual({ limit: 5000, windowMs: 60_000 })
    expect(readRateLimit('X', '1/24h')).toEqual({ limit: 1, windowMs: 86_400_000 })
    expect(readRateLimit('X', '  ')).toBeUndefined()
    expect(readRateLimit('X', undefined)).toBeUndefined()
  })

  test('behavior: readAppOrigin lower-cases the host like browsers do', () => {
    expect(readAppOrigin('HTTP://LocalHost:8080', 1)).toBe('http://localhost:8080')
  })

  test('parameters: METRICS_PORT, LOG_LEVEL, SHUTDOWN_GRACE_MS', () => {
    expect(readServerConfig({}).operations).toEqual({
      metricsPort: undefined,
      logLevel: 'info',
      shutdownGraceMs: 10_000,
    })
    const env: Record<string, string> = { METRICS_PORT: '9464', LOG_LEVEL: ' Debug ', SHUTDOWN_GRACE_MS: '2500' }
    expect(readOperationsConfig((name) => env[name])).toEqual({
      metricsPort: 9464,
      logLevel: 'debug',
      shutdownGraceMs: 2500,
    })
    expect(errorOf(() => readServerConfig({ METRICS_PORT: 'x' }))).toMatchObject({
      shortMessage: 'METRICS_PORT: "x" is not a port number',
    })
    expect(errorOf(() => readServerConfig({ LOG_LEVEL: 'loud' }))).toMatchObject({
      shortMessage: 'LOG_LEVEL: "loud" is not one of fatal, error, warn, info, debug, trace, silent',
    })
    expect(errorOf<{ shortMessage: string }>(() => readServerConfig({ SHUTDOWN_GRACE_MS: '-1' })).shortMessage).toMatch(
      /^SHUTDOWN_GRACE_MS: /,
    )
  })
})
