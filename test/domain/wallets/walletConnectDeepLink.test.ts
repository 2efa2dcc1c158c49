import { describe, expect, test } from 'vitest'
import { walletConnectDeepLink } from '../../../src/domain/wallets/walletConnectDeepLink'

describe('walletConnectDeepLink', () => {
  test('default: a WalletConnect mobile link is stored without its query string', () => {
    expect(
      walletConnectDeepLink({
        connectorType: 'walletConnect',
        href: 'https://rnbwapp.com/wc?uri=wc%3Aabc%402',
        name: 'Rainbow',
      }),
    ).toEqual({
      key: 'WALLETCONNECT_DEEPLINK_CHOICE',
      value: { href: 'https://rnbwapp.com/wc', name: 'Rainbow' },
    })
  })

  test('behavior: a link without query is kept whole', () => {
    expect(
      walletConnectDeepLink({ connectorType: 'walletConnect', href: 'rainbow://', name: 'Rainbow' })?.value.href,
    ).toBe('rainbow://')
  })

  test('behavior: other connectors store nothing', () => {
    expect(walletConnectDeepLink({ connectorType: 'injected', href: 'https://x?y', name: 'X' })).toBeNull()
    expect(walletConnectDeepLink({ connectorType: 'coinbase', href: 'https://x?y', name: 'X' })).toBeNull()
  })
})
