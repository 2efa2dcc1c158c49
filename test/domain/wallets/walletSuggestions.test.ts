import { describe, expect, test } from 'vitest'
import { getWalletSuggestions } from '../../../src/domain/wallets/walletSuggestions'
import { walletOption } from './walletOptionFixture'

const ids = (list: { id: string }[]) => list.map((o) => o.id)

describe('getWalletSuggestions', () => {
  const apps = Array.from({ length: 6 }, (_, i) =>
    walletOption({ id: `app${i}`, downloadUrls: { ios: `https://apps.apple.com/${i}` } }),
  )
  const extensions = Array.from({ length: 7 }, (_, i) =>
    walletOption({ id: `ext${i}`, downloadUrls: { browserExtension: `https://ext.example/${i}` } }),
  )

  test('default: desktop suggests up to 5 downloadable wallets', () => {
    expect(ids(getWalletSuggestions([walletOption({ id: 'injected' }), ...extensions], { mobile: false }))).toEqual([
      'ext0',
      'ext1',
      'ext2',
      'ext3',
      'ext4',
    ])
  })

  test('behavior: desktop counts a QR wallet with a QR download link', () => {
    const qr = walletOption({ id: 'rainbow', hasQrCode: true, downloadUrls: { qrCode: 'https://rainbow.me/download' } })
    const qrWithoutLink = walletOption({
      id: 'trust',
      hasQrCode: true,
      downloadUrls: { ios: 'https://apps.apple.com/trust' },
    })
    expect(ids(getWalletSuggestions([qrWithoutLink, qr], { mobile: false }))).toEqual(['rainbow'])
  })

  test('parameters: browser picks the extension store', () => {
    const ff = walletOption({ id: 'ff', downloadUrls: { firefox: 'https://addons.example/ff' } })
    expect(ids(getWalletSuggestions([ff], { mobile: false }))).toEqual([])
    expect(ids(getWalletSuggestions([ff], { mobile: false, browser: 'Firefox' }))).toEqual(['ff'])
  })

  test('behavior: mobile suggests up to 3 wallets with an iOS or Android link', () => {
    const android = walletOption({ id: 'droid', downloadUrls: { android: 'https://play.google.com/x' } })
    expect(ids(getWalletSuggestions([...extensions, android, ...apps], { mobile: true }))).toEqual([
      'droid',
      'app0',
      'app1',
    ])
  })
})
