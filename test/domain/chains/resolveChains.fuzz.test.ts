import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { resolveChains } from '../../../src/domain/chains/resolveChains'
import { KNOWN_CHAINS } from '../../../src/domain/chains/knownChains'
import { BaseError, hasCode } from '../../../src/domain/errors/baseError'
import type { Chain } from '../../../src/domain/chains/chain'

const knownIds = KNOWN_CHAINS.map((chain) => chain.id)
// Characters that make a URL unparseable or a host a Content-Security-Policy cannot list, among ordinary ones.
const urlChar = fc.constantFrom(...'ab1.-:/[]%@;=*_ ?#é'.split(''))
const webUrl = fc.webUrl({
  validSchemes: ['http', 'https', 'ws', 'wss'],
  authoritySettings: { withIPv4: true, withIPv6: true, withPort: true, withUserInfo: true },
  withQueryParameters: true,
})

/** The chains for one override entry, or the invalid-config error's message. */
function resolveOverride(url: string): Chain[] | string {
  try {
    return resolveChains({ ids: '1', rpcUrls: `1=${url}` })
  } catch (err) {
    expect(hasCode(err, 'invalid-config')).toBe(true)
    return (err as Error).message
  }
}

describe('resolveChains (property)', () => {
  test('behavior: any input yields chains or an invalid-config error, nothing else', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), fc.option(fc.string()), (ids, rpcUrls, rpcKey) => {
        try {
          const chains = resolveChains({
            ids: ids ?? undefined,
            rpcUrls: rpcUrls ?? undefined,
            rpcKey: rpcKey ?? undefined,
          })
          for (const chain of chains) expect(chain.rpcUrls.length).toBeGreaterThan(0)
        } catch (err) {
          expect(err).toBeInstanceOf(BaseError)
          expect((err as BaseError).code).toBe('invalid-config')
        }
      }),
    )
  })

  test('behavior: every chain ends with its public fallback unless overridden; the key only in provider URLs', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...knownIds), { minLength: 1 }),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
        fc.subarray(knownIds),
        (ids, key, overridden) => {
          const picked = overridden.filter((id) => ids.includes(id))
          const rpcUrls = picked.map((id) => `${id}=http://127.0.0.1:${8000 + (id % 1000)}`).join(',')
          const chains = resolveChains({ ids: ids.join(','), rpcUrls, rpcKey: key })
          expect(chains.map((c) => c.id)).toEqual(ids)
          for (const chain of chains) {
            const known = KNOWN_CHAINS.find((k) => k.id === chain.id)
            expect(chain.publicRpcUrls).toEqual([known?.rpc.publicUrl])
            if (picked.includes(chain.id))
              expect(chain.rpcUrls).toEqual([`http://127.0.0.1:${8000 + (chain.id % 1000)}`])
            else {
              expect(chain.rpcUrls.at(-1)).toBe(known?.rpc.publicUrl)
              expect(chain.rpcUrls.length).toBe(known?.rpc.providerUrl ? 2 : 1)
              if (known?.rpc.providerUrl) expect(chain.rpcUrls[0]).toBe(known.rpc.providerUrl.replace('{key}', key))
            }
          }
        },
      ),
    )
  })

  test('behavior: an accepted override parses as a URL whose origin is a plain CSP source; the rest name the variable', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: urlChar }).map((rest) => `http://${rest}`),
          webUrl,
        ),
        (url) => {
          const result = resolveOverride(url)
          if (typeof result === 'string') {
            expect(result).toMatch(/^VITE_RPC_URLS: /)
            return
          }
          const parsed = new URL(result[0]!.rpcUrls[0]!)
          expect(parsed.protocol).toMatch(/^(https?|wss?):$/)
          expect(`${parsed.protocol}//${parsed.host}`).toMatch(/^(https?|wss?):\/\/[a-z0-9.-]+(:[0-9]+)?$/)
        },
      ),
      { numRuns: 500 },
    )
  })

  test('behavior: any web URL without a comma or an IPv6 host is accepted as written', () => {
    fc.assert(
      fc.property(webUrl, (url) => {
        fc.pre(!url.includes(',') && !new URL(url).hostname.startsWith('['))
        expect(resolveOverride(url)).toEqual([expect.objectContaining({ rpcUrls: [url] })])
      }),
    )
  })
})
