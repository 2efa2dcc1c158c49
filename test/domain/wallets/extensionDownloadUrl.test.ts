import { describe, expect, test } from 'vitest'
import { extensionDownloadUrl } from '../../../src/domain/wallets/extensionDownloadUrl'

const urls = {
  chrome: 'https://chrome.google.com/webstore/detail/x',
  firefox: 'https://addons.mozilla.org/firefox/addon/x',
  edge: 'https://microsoftedge.microsoft.com/addons/detail/x',
  browserExtension: 'https://x.example/download',
}

describe('extensionDownloadUrl', () => {
  test('default: each browser gets its own store', () => {
    expect(extensionDownloadUrl({ downloadUrls: urls }, 'Chrome')).toBe(urls.chrome)
    expect(extensionDownloadUrl({ downloadUrls: urls }, 'Firefox')).toBe(urls.firefox)
    expect(extensionDownloadUrl({ downloadUrls: urls }, 'Edge')).toBe(urls.edge)
    expect(extensionDownloadUrl({ downloadUrls: urls }, 'Browser')).toBe(urls.browserExtension)
  })

  test('behavior: Brave and Edge fall back to the Chrome store, then to the generic page', () => {
    expect(extensionDownloadUrl({ downloadUrls: urls }, 'Brave')).toBe(urls.chrome)
    expect(extensionDownloadUrl({ downloadUrls: { ...urls, brave: 'https://brave.example' } }, 'Brave')).toBe(
      'https://brave.example',
    )
    expect(extensionDownloadUrl({ downloadUrls: { chrome: urls.chrome } }, 'Edge')).toBe(urls.chrome)
    expect(extensionDownloadUrl({ downloadUrls: { browserExtension: urls.browserExtension } }, 'Firefox')).toBe(
      urls.browserExtension,
    )
  })

  test('behavior: undefined without an extension', () => {
    expect(extensionDownloadUrl({}, 'Chrome')).toBeUndefined()
    expect(extensionDownloadUrl({ downloadUrls: { ios: 'https://apps.apple.com/x' } }, 'Chrome')).toBeUndefined()
    expect(extensionDownloadUrl({ downloadUrls: { chrome: '' } }, 'Chrome')).toBeUndefined()
  })
})
