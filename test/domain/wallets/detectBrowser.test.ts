import { describe, expect, test } from 'vitest'
import { detectBrowser } from '../../../src/domain/wallets/detectBrowser'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0'
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15'

describe('detectBrowser', () => {
  test('default: unknown user agents are the generic Browser', () => {
    expect(detectBrowser(SAFARI)).toBe('Browser')
    expect(detectBrowser('')).toBe('Browser')
    expect(detectBrowser(undefined)).toBe('Browser')
  })

  test('behavior: Chrome, Edge and Firefox from the user agent', () => {
    expect(detectBrowser(CHROME)).toBe('Chrome')
    expect(detectBrowser(EDGE)).toBe('Edge')
    expect(detectBrowser(FIREFOX)).toBe('Firefox')
  })

  test('parameters: isBrave wins over the Chrome user agent', () => {
    expect(detectBrowser(CHROME, { isBrave: true })).toBe('Brave')
    expect(detectBrowser(CHROME, { isBrave: false })).toBe('Chrome')
  })
})
