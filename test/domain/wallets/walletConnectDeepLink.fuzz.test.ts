import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { walletConnectDeepLink } from '../../../src/domain/wallets/walletConnectDeepLink'

describe('walletConnectDeepLink (property)', () => {
  test('behavior: the stored href is the link up to its first "?"', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (href, name) => {
        const link = walletConnectDeepLink({ connectorType: 'walletConnect', href, name })
        expect(link?.value.name).toBe(name)
        expect(link?.value.href).not.toContain('?')
        expect(href.startsWith(link?.value.href ?? '\u0000')).toBe(true)
        expect(href.length === (link?.value.href.length ?? -1) || href[link?.value.href.length ?? 0] === '?').toBe(true)
      }),
    )
  })
})
