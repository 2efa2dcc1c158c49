import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy } from '../../../src/app/server/contentSecurityPolicy'
import { KNOWN_CHAINS } from '../../../src/domain/chains/knownChains'
import { resolveChains } from '../../../src/domain/chains/resolveChains'

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('contentSecurityPolicy', () => {
  test('default: only our own scripts, the configured RPC nodes and no analytics or WalletConnect hosts', () => {
    const chains = resolveChains({
      ids: '1,5',
      rpcUrls: '1=http://127.0.0.1:8545,5=https://goerli.example.org/rpc/abc',
      rpcKey: undefined,
    })
    const csp = contentSecurityPolicy({ chains, walletConnectProjectId: undefined, gaMeasurementId: undefined })
    expect(directive(csp, 'script-src')).toEqual(["'self'"])
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'http://127.0.0.1:8545', 'https://goerli.example.org']),
    )
    expect(csp).not.toContain('walletconnect')
    expect(csp).not.toContain('google')
    expect(directive(csp, 'object-src')).toEqual(["'none'"])
  })

  test('parameters: RPC provider URLs with a key in their path are allowed by origin, never with the key', () => {
    const chains = resolveChains({ ids: '1', rpcUrls: undefined, rpcKey: 'SECRETKEY123' })
    const csp = contentSecurityPolicy({ chains })
    expect(csp).not.toContain('SECRETKEY123')
    for (const url of chains[0]!.rpcUrls) expect(directive(csp, 'connect-src')).toContain(new URL(url).origin)
    const everyKnown = resolveChains({ ids: KNOWN_CHAINS.map((chain) => chain.id).join(','), rpcKey: 'a/b c' })
    expect(() => contentSecurityPolicy({ chains: everyKnown })).not.toThrow()
  })

  test('parameters: WalletConnect and Google Analytics hosts only when configured', () => {
    const chains = resolveChains({ ids: '1', rpcUrls: undefined, rpcKey: undefined })
    const csp = contentSecurityPolicy({ chains, walletConnectProjectId: 'abc', gaMeasurementId: 'G-XYZ' })
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining(['wss://*.walletconnect.org', 'https://*.google-analytics.com']),
    )
    expect(directive(csp, 'frame-src')).toContain('https://verify.walletconnect.com')
  })

  test('behavior: an RPC URL the policy cannot list fails loudly instead of being left out', () => {
    const [mainnet] = resolveChains({ ids: '1' })
    const chains = [{ ...mainnet!, rpcUrls: ['https://cloudflare-eth.com', 'http://a;5=http://b'] }]
    expect(() => contentSecurityPolicy({ chains })).toThrow(
      expect.objectContaining({
        code: 'invalid-config',
        message: 'RPC URL "http://a;5=http://b" of chain 1 has the host "a;5=http", not a host name or IPv4 address',
      }),
    )
    expect(() => contentSecurityPolicy({ chains: [{ ...mainnet!, rpcUrls: ['http://a:99999'] }] })).toThrow(
      'RPC URL "http://a:99999" of chain 1 is not a valid URL',
    )
  })

  test('parameters: the page’s own inline scripts run by their hashes, and no other inline script', () => {
    const chains = resolveChains({ ids: '1', rpcUrls: '1=http://127.0.0.1:8545', rpcKey: undefined })
    const csp = contentSecurityPolicy({ chains }, ["'sha256-abc='"])
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-abc='"])
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'")
  })
})
