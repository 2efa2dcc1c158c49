import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { resolveChains } from '../../../src/domain/chains/resolveChains'
import { KNOWN_CHAINS } from '../../../src/domain/chains/knownChains'
import { BaseError } from '../../../src/domain/errors/baseError'

const knownIds = KNOWN_CHAINS.map((chain) => chain.id)

describe('resolveChains (property)', () => {
  test('behavior: any input yields chains or an invalid-config error, nothing else', () => {
    fc.assert(fc.property(fc.option(fc.string()), fc.option(fc.string()), fc.option(fc.string()), (ids, rpcUrls, rpcKey) => {
      try {
        const chains = resolveChains({ ids: ids ?? undefined, rpcUrls: rpcUrls ?? undefined, rpcKey: rpcKey ?? undefined })
        for (const chain of chains) expect(chain.rpcUrls.length).toBeGreaterThan(0)
      } catch (err) {
        expect(err).toBeInstanceOf(BaseError)
        expect((err as BaseError).code).toBe('invalid-config')
      }
    }))
  })

  test('behavior: every chain ends with its public fallback unless overridden; the key only in provider URLs', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.constantFrom(...knownIds), { minLength: 1 }), fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
      fc.subarray(knownIds), (ids, key, overridden) => {
        const picked = overridden.filter((id) => ids.includes(id))
        const rpcUrls = picked.map((id) => `${id}=http://127.0.0.1:${8000 + (id % 1000)}`).join(',')
        const chains = resolveChains({ ids: ids.join(','), rpcUrls, rpcKey: key })
        expect(chains.map((c) => c.id)).toEqual(ids)
        for (const chain of chains) {
          const known = KNOWN_CHAINS.find((k) => k.id === chain.id)
          expect(chain.publicRpcUrls).toEqual([known?.rpc.publicUrl])
          if (picked.includes(chain.id)) expect(chain.rpcUrls).toEqual([`http://127.0.0.1:${8000 + (chain.id % 1000)}`])
          else {
            expect(chain.rpcUrls.at(-1)).toBe(known?.rpc.publicUrl)
            expect(chain.rpcUrls.length).toBe(known?.rpc.providerUrl ? 2 : 1)
            if (known?.rpc.providerUrl) expect(chain.rpcUrls[0]).toBe(known.rpc.providerUrl.replace('{key}', key))
          }
        }
      }))
  })
})
