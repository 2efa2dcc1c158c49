import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy } from '../../../src/app/server/contentSecurityPolicy'
import { resolveChains } from '../../../src/domain/chains/resolveChains'

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? []

describe('contentSecurityPolicy', () => {
  test('default: only our own scripts, the configured RPC nodes and no analytics or WalletConnect hosts', () => {
    const chains = resolveChains({ ids: '1,5', rpcUrls: '1=http://127.0.0.1:8545,5=https://goerli.example.org/rpc/abc', rpcKey: undefined })
    const csp = contentSecurityPolicy({ chains, walletConnectProjectId: undefined, gaMeasurementId: undefined })
    expect(directive(csp, 'script-src')).toEqual(["'self'"])
    expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(["'self'", 'http://127.0.0.1:8545', 'https://goerli.example.org']))
    expect(csp).not.toContain('walletconnect')
    expect(csp).not.toContain('google')
    expect(directive(csp, 'object-src')).toEqual(["'none'"])
  })

  test('parameters: RPC provider URLs with a key in their path are allowed by origin, never with the key', () => {
    const chains = resolveChains({ ids: '1', rpcUrls: undefined, rpcKey: 'SECRETKEY123' })
    const csp = contentSecurityPolicy({ chains })
    expect(csp).not.toContain('SECRETKEY123')
    for (const url of chains[0]!.rpcUrls) expect(directive(csp, 'connect-src')).toContain(new URL(url).origin)
  })

  test('parameters: WalletConnect and Google Analytics hosts only when configured', () => {
    const chains = resolveChains({ ids: '1', rpcUrls: undefined, rpcKey: undefined })
    const csp = contentSecurityPolicy({ chains, walletConnectProjectId: 'abc', gaMeasurementId: 'G-XYZ' })
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com')
    expect(directive(csp, 'connect-src')).toEqual(expect.arrayContaining(['wss://*.walletconnect.org', 'https://*.google-analytics.com']))
    expect(directive(csp, 'frame-src')).toContain('https://verify.walletconnect.com')
  })
})
