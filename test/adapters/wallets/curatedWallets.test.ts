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

  test('parameters: instructions with RainbowKit wording', () => {
    expect(byId('metaMask').extension?.instructions?.steps).toEqual([
      {
        step: 'install',
        title: 'Install the MetaMask extension',
        description: 'We recommend pinning MetaMask to your taskbar for quicker access to your wallet.',
      },
      {
        step: 'create',
        title: 'Create or Import a Wallet',
        description:
          'Be sure to back up your wallet using a secure method. Never share your secret phrase with anyone.',
      },
      {
        step: 'refresh',
        title: 'Refresh your browser',
        description: 'Once you set up your wallet, click below to refresh the browser and load up the extension.',
      },
    ])
    expect(byId('rainbow').qrCode?.instructions?.steps.map((s) => [s.step, s.title])).toEqual([
      ['install', 'Open the Rainbow app'],
      ['create', 'Create or Import a Wallet'],
      ['scan', 'Tap the scan button'],
    ])
    expect(byId('coinbase').qrCode?.instructions?.steps[1]?.description).toBe(
      'You can easily backup your wallet using the cloud backup feature.',
    )
  })
})
