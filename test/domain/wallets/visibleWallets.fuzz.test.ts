import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { visibleWallets } from '../../../src/domain/wallets/visibleWallets'
import { extensionDownloadUrl } from '../../../src/domain/wallets/extensionDownloadUrl'
import { walletOptionArb } from './walletOptionFixture'

const browser = fc.constantFrom('Brave', 'Edge', 'Chrome', 'Firefox', 'Browser') as fc.Arbitrary<'Brave' | 'Edge' | 'Chrome' | 'Firefox' | 'Browser'>

describe('visibleWallets (property)', () => {
  test('behavior: an ordered subset, unique ids, every entry listable, injected hidden when another is installed', () => {
    fc.assert(fc.property(fc.array(walletOptionArb, { maxLength: 12 }), fc.boolean(), browser, (options, isMobile, b) => {
      const shown = visibleWallets(options, { isMobile, browser: b })
      const positions = shown.map((o) => options.indexOf(o))
      expect(positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? -1)))).toBe(true)
      expect(new Set(shown.map((o) => o.id)).size).toBe(shown.length)
      for (const o of shown) expect(isMobile ? o.ready : o.ready || extensionDownloadUrl(o, b) !== undefined).toBe(true)
      const otherInstalled = options.some((o) => o.id !== 'injected' && o.installed === true)
      if (otherInstalled) expect(shown.some((o) => o.id === 'injected')).toBe(false)
    }))
  })
})
