import fc from 'fast-check'
import type { WalletOption } from '../../../src/domain/wallets/walletOption'

/** A plain wallet option for tests; override what the test is about. */
export function walletOption(overrides: Partial<WalletOption> & { id: string }): WalletOption {
  return {
    name: overrides.id,
    iconUrl: `/icons/${overrides.id}.svg`,
    iconBackground: '#fff',
    ready: true,
    groupName: 'Popular',
    groupIndex: 1,
    ...overrides,
  }
}

const url = fc.option(fc.constantFrom('https://a.example/x', 'https://b.example/y'), { nil: undefined })

/** Arbitrary wallet options with a small id space (so duplicates and the injected option occur). */
export const walletOptionArb: fc.Arbitrary<WalletOption> = fc
  .record({
    id: fc.constantFrom('injected', 'rainbow', 'coinbase', 'metaMask', 'walletConnect', 'brave', 'trust', 'ledger'),
    ready: fc.boolean(),
    installed: fc.option(fc.boolean(), { nil: undefined }),
    recent: fc.option(fc.boolean(), { nil: undefined }),
    groupName: fc.constantFrom('Popular', 'More', 'Other'),
    groupIndex: fc.integer({ min: 0, max: 3 }),
    hasQrCode: fc.option(fc.boolean(), { nil: undefined }),
    downloadUrls: fc.option(
      fc.record({
        browserExtension: url,
        chrome: url,
        firefox: url,
        edge: url,
        brave: url,
        qrCode: url,
        ios: url,
        android: url,
      }),
      { nil: undefined },
    ),
  })
  .map((fields) => walletOption(fields))
