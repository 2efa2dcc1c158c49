import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { detectBrowser } from '../../../src/domain/wallets/detectBrowser'

describe('detectBrowser (property)', () => {
  test('behavior: any user agent yields one of the five browsers; Brave only when told', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (ua, isBrave) => {
        const browser = detectBrowser(ua, { isBrave })
        expect(['Brave', 'Edge', 'Chrome', 'Firefox', 'Browser']).toContain(browser)
        expect(browser === 'Brave').toBe(isBrave)
      }),
    )
  })
})
