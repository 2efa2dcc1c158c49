import { describe, expect, test } from 'vitest'
import { isWalletListed, visibleWallets } from '../../../src/domain/wallets/visibleWallets'
import { walletOption } from './walletOptionFixture'

const ids = (list: { id: string }[]) => list.map((o) => o.id)

const WALLETCONNECT_OFF = walletOption({
  id: 'walletConnect',
  ready: false,
  unavailableReason: 'walletconnect-not-configured',
})

describe('visibleWallets', () => {
  test('default: ready wallets are listed in order', () => {
    const options = [
      walletOption({ id: 'injected' }),
      walletOption({ id: 'rainbow' }),
      walletOption({ id: 'walletConnect' }),
    ]
    expect(ids(visibleWallets(options, { isMobile: false }))).toEqual(['injected', 'rainbow', 'walletConnect'])
  })

  test('behavior: the generic injected wallet hides when a browser wallet or Coinbase is installed', () => {
    const injected = walletOption({ id: 'injected' })
    expect(
      ids(visibleWallets([injected, walletOption({ id: 'metaMask', installed: true })], { isMobile: false })),
    ).toEqual(['metaMask'])
    expect(
      ids(visibleWallets([injected, walletOption({ id: 'coinbase', installed: true })], { isMobile: true })),
    ).toEqual(['coinbase'])
    expect(
      ids(visibleWallets([injected, walletOption({ id: 'metaMask', installed: false })], { isMobile: false })),
    ).toEqual(['injected', 'metaMask'])
    expect(ids(visibleWallets([injected, walletOption({ id: 'rainbow' })], { isMobile: false }))).toEqual([
      'injected',
      'rainbow',
    ])
  })

  test('behavior: desktop lists a not-ready wallet only with a browser extension download or a reason', () => {
    const options = [
      walletOption({
        id: 'metaMask',
        ready: false,
        downloadUrls: { chrome: 'https://chrome.example/mm', browserExtension: 'https://mm.example' },
      }),
      walletOption({ id: 'trust', ready: false, downloadUrls: { ios: 'https://apps.apple.com/trust' } }),
      walletOption({ id: 'ff', ready: false, downloadUrls: { firefox: 'https://addons.example/ff' } }),
      walletOption({ id: 'deepLinked', ready: false, mobileLink: (uri) => `https://link.example/wc?uri=${uri}` }),
    ]
    expect(ids(visibleWallets(options, { isMobile: false }))).toEqual(['metaMask'])
    expect(ids(visibleWallets(options, { isMobile: false, browser: 'Firefox' }))).toEqual(['metaMask', 'ff'])
  })

  test('behavior: desktop lists WalletConnect without a project id, so choosing it can say why it is unavailable', () => {
    const options = [walletOption({ id: 'injected' }), WALLETCONNECT_OFF]
    expect(visibleWallets(options, { isMobile: false })).toEqual(options)
  })

  test('behavior: mobile lists ready wallets and not-ready ones with an app, a deep link or a reason', () => {
    const options = [
      walletOption({ id: 'metaMask', ready: false, downloadUrls: { browserExtension: 'https://mm.example' } }),
      walletOption({ id: 'rainbow' }),
      walletOption({ id: 'trust', ready: false, downloadUrls: { ios: 'https://apps.apple.com/trust' } }),
      walletOption({ id: 'brave', ready: false, downloadUrls: { android: 'https://play.google.com/brave' } }),
      walletOption({ id: 'deepLinked', ready: false, mobileLink: (uri) => `https://link.example/wc?uri=${uri}` }),
      walletOption({ id: 'storePage', ready: false, downloadUrls: { mobile: 'https://wallet.example/download' } }),
      WALLETCONNECT_OFF,
    ]
    expect(ids(visibleWallets(options, { isMobile: true }))).toEqual([
      'rainbow',
      'trust',
      'brave',
      'deepLinked',
      'walletConnect',
    ])
  })

  test('behavior: a duplicated id is listed once (first wins)', () => {
    const first = walletOption({ id: 'rainbow', name: 'First' })
    const result = visibleWallets([first, walletOption({ id: 'rainbow', name: 'Second' })], { isMobile: false })
    expect(result).toEqual([first])
  })
})

describe('isWalletListed', () => {
  test('default: a ready wallet is listed everywhere', () => {
    const ready = walletOption({ id: 'rainbow' })
    expect([isWalletListed(ready, { isMobile: false }), isWalletListed(ready, { isMobile: true })]).toEqual([
      true,
      true,
    ])
  })

  test('parameters: no reason and empty links do not list a wallet that is not ready', () => {
    const empty = walletOption({
      id: 'x',
      ready: false,
      unavailableReason: undefined,
      downloadUrls: { ios: '', android: '', browserExtension: '' },
    })
    expect([isWalletListed(empty, { isMobile: false }), isWalletListed(empty, { isMobile: true })]).toEqual([
      false,
      false,
    ])
  })
})
