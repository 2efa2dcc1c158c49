import { describe, expect, test } from 'vitest'
import { DEFAULT_NATIVE_CURRENCY } from '../../../src/domain/chains/chain'
import { MOCK_OPTIONS, type ChainReaderFactory } from './chainReaderFactory'
import { CREATOR, IMPOSTOR, NAMELESS, PLAIN } from './ensFixtures'
import { MAINNET } from './fakeMainnetRpc'

/** ENS name, avatar and address on (msw-served) mainnet: the same assertions for every adapter. */
export function ensContract(factory: ChainReaderFactory): void {
  describe('ENS on mainnet', () => {
    const reader = () => factory([MAINNET], MOCK_OPTIONS)

    test('default', async () => {
      expect(await reader().getEnsName({ address: CREATOR.address })).toBe(CREATOR.name)
    })

    test('behavior: a plain https avatar record is the avatar URL', async () => {
      expect(await reader().getEnsAvatar({ name: CREATOR.name })).toBe(CREATOR.avatar)
    })

    test('behavior: the address of a name', async () => {
      expect(await reader().getEnsAddress({ name: CREATOR.name })).toBe(CREATOR.address)
    })

    test('parameters: names are normalised before the look-up', async () => {
      const r = reader()
      expect(await r.getEnsAddress({ name: 'Creator.ETH' })).toBe(CREATOR.address)
      expect(await r.getEnsAvatar({ name: 'CREATOR.eth' })).toBe(CREATOR.avatar)
    })

    test('behavior: an address without a primary name has none', async () => {
      expect(await reader().getEnsName({ address: NAMELESS })).toBeNull()
    })

    test('behavior: a primary name that does not resolve back to the address is no name', async () => {
      expect(await reader().getEnsName({ address: IMPOSTOR })).toBeNull()
    })

    test('behavior: a name without avatar record has no avatar', async () => {
      expect(await reader().getEnsAvatar({ name: PLAIN.name })).toBeNull()
      expect(await reader().getEnsName({ address: PLAIN.address })).toBe(PLAIN.name)
    })

    test('behavior: an unregistered name has neither address nor avatar', async () => {
      const r = reader()
      expect(await r.getEnsAddress({ name: 'nobody-here.eth' })).toBeNull()
      expect(await r.getEnsAvatar({ name: 'nobody-here.eth' })).toBeNull()
    })

    test('parameters: a name that cannot be normalised is invalid-ens-name', async () => {
      const r = reader()
      const invalid = { code: 'invalid-ens-name', shortMessage: 'Invalid ENS name' }
      for (const name of ['in valid.eth', 'a..eth', '']) {
        await expect(r.getEnsAddress({ name })).rejects.toMatchObject(invalid)
        await expect(r.getEnsAvatar({ name })).rejects.toMatchObject(invalid)
      }
    })

    test('behavior: without mainnet configured, ENS is chain-not-configured', async () => {
      const goerli = { id: 5, name: 'Goerli', nativeCurrency: DEFAULT_NATIVE_CURRENCY, rpcUrls: MAINNET.rpcUrls }
      const r = factory([goerli], MOCK_OPTIONS)
      const notConfigured = { code: 'chain-not-configured', shortMessage: 'Chain “1” not configured.' }
      await expect(r.getEnsName({ address: CREATOR.address })).rejects.toMatchObject(notConfigured)
      await expect(r.getEnsAvatar({ name: CREATOR.name })).rejects.toMatchObject(notConfigured)
      await expect(r.getEnsAddress({ name: CREATOR.name })).rejects.toMatchObject(notConfigured)
    })
  })
}
