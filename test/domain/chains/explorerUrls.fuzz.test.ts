import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { explorerAddressUrl, explorerTxUrl } from '../../../src/domain/chains/explorerUrls'
import { DEFAULT_NATIVE_CURRENCY, type Chain } from '../../../src/domain/chains/chain'

const chainWith = (url: string): Chain => ({
  id: 1,
  name: 'x',
  nativeCurrency: DEFAULT_NATIVE_CURRENCY,
  rpcUrls: [],
  blockExplorer: { name: 'x', url },
})

describe('explorerUrls (property)', () => {
  test('behavior: links never contain a double slash after the origin and end with the id', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: false, withFragments: false }),
        fc.stringMatching(/^0x[0-9a-f]{64}$/),
        fc.integer({ min: 0, max: 3 }),
        (url, hash, slashes) => {
          const base = url.replace(/\/+$/, '')
          const tx = explorerTxUrl(chainWith(base + '/'.repeat(slashes)), hash)
          expect(tx).toBe(`${base}/tx/${hash}`)
          expect(tx?.slice(tx.indexOf('//') + 2)).not.toContain('//tx/')
          expect(explorerAddressUrl(chainWith(base + '/'.repeat(slashes)), hash)?.endsWith(`/address/${hash}`)).toBe(
            true,
          )
        },
      ),
    )
  })
})
