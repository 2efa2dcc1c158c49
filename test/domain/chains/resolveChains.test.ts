import { describe, expect, test } from 'vitest'
import { resolveChains } from '../../../src/domain/chains/resolveChains'
import { hasCode } from '../../../src/domain/errors/baseError'

function configMessage(fn: () => unknown): string {
  try {
    fn()
  } catch (err) {
    expect(hasCode(err, 'invalid-config')).toBe(true)
    return (err as Error).message
  }
  throw new Error('expected an invalid-config error')
}

const rpcError = (rpcUrls: string) => configMessage(() => resolveChains({ ids: '1,5', rpcUrls }))

describe('resolveChains', () => {
  test('default: Ethereum and Goerli with public fallbacks only', () => {
    const chains = resolveChains({})
    expect(chains.map((chain) => [chain.id, chain.name, chain.rpcUrls])).toEqual([
      [1, 'Ethereum', ['https://cloudflare-eth.com']],
      [5, 'Goerli', ['https://rpc.ankr.com/eth_goerli']],
    ])
    expect(chains[0]).not.toHaveProperty('rpc')
    expect(resolveChains()).toEqual(chains)
    expect(resolveChains({ ids: '  ', rpcUrls: '', rpcKey: '' })).toEqual(chains)
  })

  test('parameters: rpcKey puts the provider first, fallback last', () => {
    const [mainnet, goerli] = resolveChains({ rpcKey: 'abc' })
    expect(mainnet?.rpcUrls).toEqual(['https://eth-mainnet.g.alchemy.com/v2/abc', 'https://cloudflare-eth.com'])
    expect(goerli?.rpcUrls).toEqual(['https://eth-goerli.g.alchemy.com/v2/abc', 'https://rpc.ankr.com/eth_goerli'])
  })

  test('behavior: the public RPC URLs (what a wallet may get) are the fallback alone, with a key or override', () => {
    const overrides = '1=http://127.0.0.1:8545,5=https://goerli.example.org/rpc/abc'
    for (const config of [{}, { rpcKey: 'abc' }, { rpcUrls: overrides }]) {
      const [mainnet, goerli] = resolveChains(config)
      expect(mainnet?.publicRpcUrls).toEqual(['https://cloudflare-eth.com'])
      expect(goerli?.publicRpcUrls).toEqual(['https://rpc.ankr.com/eth_goerli'])
    }
  })

  test('parameters: the key is URL-encoded', () => {
    expect(resolveChains({ ids: '1', rpcKey: 'a/b c' })[0]?.rpcUrls[0]).toBe(
      'https://eth-mainnet.g.alchemy.com/v2/a%2Fb%20c',
    )
  })

  test('parameters: ids keep their order; hex ids accepted', () => {
    expect(resolveChains({ ids: '5, 1' }).map((c) => c.id)).toEqual([5, 1])
    expect(resolveChains({ ids: '0x1' }).map((c) => c.id)).toEqual([1])
  })

  test('parameters: an override replaces provider and fallback for that chain only', () => {
    const chains = resolveChains({ ids: '1,5', rpcUrls: '1=http://127.0.0.1:8545', rpcKey: 'abc' })
    expect(chains[0]?.rpcUrls).toEqual(['http://127.0.0.1:8545'])
    expect(chains[1]?.rpcUrls).toEqual(['https://eth-goerli.g.alchemy.com/v2/abc', 'https://rpc.ankr.com/eth_goerli'])
  })

  test('parameters: repeated overrides keep their order', () => {
    const [mainnet] = resolveChains({ ids: '1', rpcUrls: '1=http://a:1, 1=wss://b/ws' })
    expect(mainnet?.rpcUrls).toEqual(['http://a:1', 'wss://b/ws'])
  })

  test('behavior: unknown, malformed and duplicate ids are clear config errors', () => {
    expect(configMessage(() => resolveChains({ ids: '1,7' }))).toMatch(
      /^VITE_CHAINS: unknown chain id 7 \(known: 1, 5, /,
    )
    expect(configMessage(() => resolveChains({ ids: '1,abc' }))).toBe(
      'VITE_CHAINS: malformed chain id "abc" (expected e.g. "1,5")',
    )
    expect(configMessage(() => resolveChains({ ids: '1,,5' }))).toBe(
      'VITE_CHAINS: malformed chain id "" (expected e.g. "1,5")',
    )
    expect(configMessage(() => resolveChains({ ids: '1,1' }))).toBe('VITE_CHAINS: chain id 1 is listed twice')
  })

  test('behavior: malformed overrides are clear config errors', () => {
    const malformed = (entry: string) =>
      `VITE_RPC_URLS: malformed entry "${entry}" (expected e.g. "1=http://127.0.0.1:8545")`
    expect(configMessage(() => resolveChains({ rpcUrls: 'http://a' }))).toBe(malformed('http://a'))
    expect(configMessage(() => resolveChains({ rpcUrls: '1=ftp://a' }))).toBe(malformed('1=ftp://a'))
    expect(configMessage(() => resolveChains({ rpcUrls: 'x=http://a' }))).toBe(malformed('x=http://a'))
    expect(configMessage(() => resolveChains({ rpcUrls: '1=' }))).toBe(malformed('1='))
    expect(configMessage(() => resolveChains({ rpcUrls: '10=http://a' }))).toBe(
      'VITE_RPC_URLS: chain id 10 is not in VITE_CHAINS',
    )
  })

  test('behavior: an override that does not parse as a URL is a clear config error', () => {
    expect(rpcError('1=http://[::1')).toBe('VITE_RPC_URLS: "http://[::1" is not a valid URL')
    expect(rpcError('1=http://a:99999')).toBe('VITE_RPC_URLS: "http://a:99999" is not a valid URL')
    expect(rpcError('1=http://%zz')).toBe('VITE_RPC_URLS: "http://%zz" is not a valid URL')
  })

  test('behavior: an override whose host a Content-Security-Policy cannot list is a clear config error', () => {
    const notAHost = (url: string, host: string) =>
      `VITE_RPC_URLS: "${url}" has the host "${host}", not a host name or IPv4 address`
    expect(rpcError('1=http://a;5=http://b')).toBe(notAHost('http://a;5=http://b', 'a;5=http'))
    expect(rpcError('1=https://*.example.org')).toBe(notAHost('https://*.example.org', '*.example.org'))
    expect(rpcError('1=http://my_node:8545')).toBe(notAHost('http://my_node:8545', 'my_node'))
    expect(rpcError('1=http://[::1]:8545')).toBe(
      'VITE_RPC_URLS: "http://[::1]:8545" names an IPv6 address, which a Content-Security-Policy cannot list (use a host name)',
    )
  })

  test('parameters: overrides keep the text as written; names, IPv4 and IDN hosts are accepted', () => {
    const rpcUrls = '1=https://Node.Example.org:8443/v1?x=1, 1=ws://10.0.0.2:8546, 1=https://ünï.example'
    const [mainnet] = resolveChains({ ids: '1', rpcUrls })
    expect(mainnet?.rpcUrls).toEqual([
      'https://Node.Example.org:8443/v1?x=1',
      'ws://10.0.0.2:8546',
      'https://ünï.example',
    ])
  })
})
