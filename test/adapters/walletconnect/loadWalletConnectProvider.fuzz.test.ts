import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createWalletConnectProviderLoader } from '../../../src/adapters/walletconnect/loadWalletConnectProvider'
import { KNOWN_CHAINS } from '../../../src/domain/chains/knownChains'
import { resolveChains } from '../../../src/domain/chains/resolveChains'
import { memoryStorage } from '../../support/memoryStorage'
import { FakeWalletConnectSdk } from './fakeWalletConnectSdk'

const knownIds = KNOWN_CHAINS.map((chain) => chain.id)
// Any key text; the marker keeps "the key is absent" meaningful (a one-letter key appears in any URL).
const keyArb = fc
  .string({ minLength: 1, maxLength: 40 })
  .filter((s) => s.trim() !== '')
  .map((s) => `SECRET${s}`)

describe('createWalletConnectProviderLoader (property)', () => {
  test('behavior: whatever the RPC key and overrides, rpcMap holds each public URL, never the key', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...knownIds), { minLength: 1 }),
        fc.subarray(knownIds),
        keyArb,
        async (ids, overridden, key) => {
          const picked = overridden.filter((id) => ids.includes(id))
          const rpcUrls = picked.map((id) => `${id}=https://node.example/${id}/SECRET`).join(',')
          const chains = resolveChains({ ids: ids.join(','), rpcUrls, rpcKey: key })
          const sdk = new FakeWalletConnectSdk(memoryStorage(), [])
          await createWalletConnectProviderLoader({ projectId: 'p', chains, appName: 'A', loadSdk: sdk.load })()
          const [options] = sdk.inits
          expect(options?.rpcMap).toEqual(
            Object.fromEntries(ids.map((id) => [String(id), KNOWN_CHAINS.find((k) => k.id === id)?.rpc.publicUrl])),
          )
          const text = JSON.stringify(options)
          for (const secret of [key, encodeURIComponent(key), 'SECRET']) expect(text).not.toContain(secret)
        },
      ),
    )
  })
})
