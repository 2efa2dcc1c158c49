import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { CURATED_WALLETS } from '../../../src/adapters/wallets/curatedWallets'
import { injectedProviders } from '../../../src/adapters/wallets/injectedProviders'
import { resolveWallets } from '../../../src/adapters/wallets/resolveWallets'
import type { Eip6963ProviderDetail } from '../../../src/adapters/eip1193/eip6963'
import { isGenuineMetaMask } from '../../../src/domain/wallets/isGenuineMetaMask'
import { isHexColour } from '../../../src/domain/wallets/validateWalletOption'

const FLAGS = ['isMetaMask', 'isBraveWallet', 'isCoinbaseWallet', 'isRainbow', 'isTokenPocket', 'isTokenary', 'isRabby']
const provider = (flags: Record<string, boolean>) => ({
  ...flags,
  request: async () => null,
  on: () => undefined,
  removeListener: () => undefined,
})
const flags = fc.dictionary(fc.constantFrom(...FLAGS), fc.boolean())
const announced = fc
  .array(
    fc
      .record({
        rdns: fc.constantFrom(
          'io.metamask',
          'me.rainbow',
          'io.rainbow',
          'io.rabby',
          'com.coinbase.wallet',
          'app.phantom',
        ),
        name: fc.string({ minLength: 1 }),
      })
      .map(
        ({ rdns, name }): Eip6963ProviderDetail => ({
          info: { uuid: rdns, name, icon: 'data:image/png;base64,AA', rdns },
          provider: provider({}),
        }),
      ),
  )
  .map((list) => list.filter((d, i) => list.findIndex((o) => o.info.rdns === d.info.rdns) === i))

describe('resolveWallets (property)', () => {
  test('behavior: for any injected flags, announcements and configuration the list is consistent', () => {
    fc.assert(
      fc.property(
        fc.option(flags),
        announced,
        fc.option(fc.constantFrom('abc', '')),
        fc.boolean(),
        (ethereumFlags, list, projectId, isAndroid) => {
          const win = ethereumFlags === null ? {} : { ethereum: provider(ethereumFlags) }
          const resolved = resolveWallets(CURATED_WALLETS, {
            injected: injectedProviders(win),
            announced: list,
            walletConnectProjectId: projectId ?? undefined,
            isAndroid,
          })
          const options = resolved.map((r) => r.option)
          const ids = options.map((o) => o.id)
          expect(new Set(ids).size).toBe(ids.length)
          expect(ids.slice(0, CURATED_WALLETS.length)).toEqual(CURATED_WALLETS.map((w) => w.id))
          for (const option of options) {
            if (option.iconAccent !== undefined) expect(isHexColour(option.iconAccent)).toBe(true)
            expect(typeof option.ready).toBe('boolean')
          }
          const metaMask = options.find((o) => o.id === 'metaMask')!
          const announcedMetaMask = list.some((d) => d.info.rdns === 'io.metamask')
          expect(metaMask.installed).toBe(
            announcedMetaMask || (ethereumFlags !== null && isGenuineMetaMask(ethereumFlags)),
          )
          const walletConnect = options.find((o) => o.id === 'walletConnect')!
          expect(walletConnect.ready).toBe(projectId === 'abc')
          expect(options.filter((o) => o.groupName === 'Installed').map((o) => o.rdns)).toEqual(
            list.map((d) => d.info.rdns).filter((r) => ['io.rabby', 'app.phantom'].includes(r)),
          )
        },
      ),
    )
  })
})
