import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { addChainParameters } from '../../../src/domain/chains/addChainParameters'
import { KNOWN_CHAINS } from '../../../src/domain/chains/knownChains'
import { resolveChains } from '../../../src/domain/chains/resolveChains'

const knownIds = KNOWN_CHAINS.map((chain) => chain.id)
// Any key text; the marker keeps "the key is absent" meaningful (a one-letter key appears in any URL).
const keyArb = fc
  .string({ minLength: 1, maxLength: 40 })
  .filter((s) => s.trim() !== '')
  .map((s) => `SECRET${s}`)

describe('addChainParameters (property)', () => {
  test('behavior: whatever the RPC key and overrides, the wallet gets the known public URL and never the key', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...knownIds), { minLength: 1 }),
        fc.subarray(knownIds),
        keyArb,
        (ids, overridden, key) => {
          const picked = overridden.filter((id) => ids.includes(id))
          const rpcUrls = picked.map((id) => `${id}=https://node.example/${id}/SECRET`).join(',')
          const chains = resolveChains({ ids: ids.join(','), rpcUrls, rpcKey: key })
          const keyless = resolveChains({ ids: ids.join(',') })
          chains.forEach((chain, i) => {
            const params = addChainParameters(chain)
            expect(params).toEqual(addChainParameters(keyless[i]!))
            expect(params.rpcUrls).toEqual([KNOWN_CHAINS.find((k) => k.id === chain.id)?.rpc.publicUrl])
            const text = JSON.stringify(params)
            for (const secret of [key, encodeURIComponent(key), 'SECRET']) expect(text).not.toContain(secret)
          })
        },
      ),
    )
  })
})
