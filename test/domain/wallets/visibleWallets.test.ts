import { describe, expect, test } from 'vitest'
import { visibleWallets } from '../../../src/domain/wallets/visibleWallets'
import { walletOption } from './walletOptionFixture'

const ids = (list: { id: string }[]) => list.map((o) => o.id)

describe('visibleWallets', () => {
  test('default: ready wallets are listed in order', () => {
    const options = [walletOption({ id: 'injected' }), walletOption({ id: 'rainbow' }), walletOption({ id: 'walletConnect' })]
    expect(ids(visibleWallets(options, { isMobile: false }))).toEqual(['injected', 'rainbow', 'walletConnect'])
  })

  test('behavior: the generic injected wallet hides when a browser wallet or Coinbase is installed', () => {
    const injected = walletOption({ id: 'injected' })
    expect(ids(visibleWallets([injected, walletOption({ id: 'metaMask', installed: true })], { isMobile: false }))).toEqual(['metaMask'])
    expect(ids(visibleWallets([injected, walletOption({ id: 'coinbase', installed: true })], { isMobile: true }))).toEqual(['coinbase'])
    expect(ids(visibleWallets([injected, walletOption({ id: 'metaMask', installed: false })], { isMobile: false }))).toEqual(['injected', 'metaMask'])
    expect(ids(visibleWallets([injected, walletOption({ id: 'rainbow' })], { isMobile: false }))).toEqual(['injected', 'rainbow'])
  })

  test('behavior: desktop lists a not-ready wallet only with a browser extension download', () => {
    const options = [
      walletOption({ id: 'metaMask', ready: false, downloadUrls: { chrome: 'https://chrome.example/mm', browserExtension: 'https://mm.example' } }),
      walletOption({ id: 'trust', ready: false, downloadUrls: { ios: 'https://apps.apple.com/trust' } }),
      walletOption({ id: 'ff', ready: false, downloadUrls: { firefox: 'https://addons.example/ff' } }),
    ]
    expect(ids(visibleWallets(options, { isMobile: false }))).toEqual(['metaMask'])
    expect(ids(visibleWallets(options, { isMobile: false, browser: 'Firefox' }))).toEqual(['metaMask', 'ff'])
  })

  test('behavior: mobile lists ready wallets only', () => {
    const options = [walletOption({ id: 'metaMask', ready: false, downloadUrls: { browserExtension: 'https://mm.example' } }), walletOption({ id: 'rainbow' })]
    expect(ids(visibleWallets(options, { isMobile: true }))).toEqual(['rainbow'])
  })

  test('behavior: a duplicated id is listed once (first wins)', () => {
    const first = walletOption({ id: 'rainbow', name: 'First' })
    const result = visibleWallets([first, walletOption({ id: 'rainbow', name: 'Second' })], { isMobile: false })
    expect(result).toEqual([first])
  })
})
