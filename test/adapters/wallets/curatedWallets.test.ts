import { describe, expect, test } from 'vitest'
import { CURATED_WALLETS } from '../../../src/adapters/wallets/curatedWallets'
import { validateWalletOption } from '../../../src/domain/wallets/validateWalletOption'
import { POPULAR_ORDER } from '../../../src/domain/wallets/groupWallets'

const byId = (id: string) => CURATED_WALLETS.find((w) => w.id === id)!

describe('CURATED_WALLETS', () => {
  test('default: the "Popular" order, every option valid (product rules: "Popular wallets")', () => {
    expect(CURATED_WALLETS.map((w) => w.id)).toEqual([...POPULAR_ORDER])
    for (const wallet of CURATED_WALLETS) {
      expect(validateWalletOption(wallet)).toBe(wallet)
      expect(wallet).toMatchObject({ groupName: 'Popular', groupIndex: 1 })
    }
  })

  test('parameters: rdns for EIP-6963 matching', () => {
    expect(CURATED_WALLETS.map((w) => [w.id, w.rdns])).toEqual([
      ['injected', undefined],
      ['rainbow', 'me.rainbow'],
      ['coinbase', 'com.coinbase.wallet'],
      ['metaMask', 'io.metamask'],
      ['walletConnect', undefined],
      ['brave', 'com.brave.wallet'],
    ])
    expect(byId('rainbow').rdnsAliases).toEqual(['io.rainbow'])
  })

  test('parameters: download links are https store links', () => {
    for (const wallet of CURATED_WALLETS) {
      for (const url of Object.values(wallet.downloadUrls ?? {})) expect(url).toMatch(/^https:\/\//)
    }
    expect(byId('metaMask').downloadUrls?.chrome).toBe(
      'https://chrome.google.com/webstore/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
    )
    expect(byId('metaMask').downloadUrls?.firefox).toBe('https://addons.mozilla.org/firefox/addon/ether-metamask')
    expect(byId('rainbow').downloadUrls?.edge).toBe(
      'https://microsoftedge.microsoft.com/addons/detail/rainbow/cpojfbodiccabbabgimdeohkkpjfpbnf',
    )
    expect(byId('coinbase').downloadUrls?.android).toBe('https://play.google.com/store/apps/details?id=org.toshi')
    // Brave Wallet comes with the Brave browser: no extension to offer in other browsers.
    expect(byId('brave').downloadUrls?.browserExtension).toBeUndefined()
  })

  test('parameters: instructions as RainbowKit has them, each step an id the UI words', () => {
    expect(byId('metaMask').extension?.instructions?.steps).toEqual([
      { step: 'install', title: 'install-extension', description: 'pin-extension' },
      { step: 'create', title: 'create-or-import', description: 'back-up-securely' },
      { step: 'refresh', title: 'refresh-browser', description: 'refresh-to-load' },
    ])
    expect(byId('rainbow').qrCode?.instructions?.steps.map((s) => [s.step, s.title, s.description])).toEqual([
      ['install', 'open-app', 'home-screen-faster'],
      ['create', 'create-or-import', 'backup-feature'],
      ['scan', 'tap-scan', 'scan-prompt'],
    ])
    expect(byId('coinbase').qrCode?.instructions?.steps[1]?.description).toBe('cloud-backup')
  })
})
