import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { SupportToken } from '../../../src/domain/chains/supportTokens'
import type { Address } from '../../../src/domain/shared/hex'
import { assetOffer } from '../../../src/domain/transactions/assetOffer'

const USDC_1: SupportToken = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  decimals: 6,
}
const USDC_8453: SupportToken = {
  chainId: 8453,
  address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  symbol: 'USDC',
  decimals: 6,
}
const DAI_1: SupportToken = {
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  symbol: 'DAI',
  decimals: 18,
}
const TOKENS = [USDC_1, DAI_1, USDC_8453]

describe('assetOffer', () => {
  test('default: on a chain accepting the token, it is chosen there and nothing is offered elsewhere', () => {
    const offer = assetOffer(TOKENS, 1, USDC_1.address, 'ETH')
    expect(offer.options).toEqual([
      { address: null, symbol: 'ETH' },
      { address: USDC_1.address, symbol: 'USDC' },
      { address: DAI_1.address, symbol: 'DAI' },
    ])
    expect(offer).toMatchObject({ token: USDC_1, elsewhere: undefined })
    expect(assetOffer(TOKENS, 1, null, 'ETH')).toMatchObject({ token: undefined, elsewhere: undefined })
  })

  test("behavior: the choice is the tokens of the wallet's chain; one chosen that is accepted on other chains only is added, with the chains that accept it", () => {
    expect(assetOffer(TOKENS, 5, null, 'GOR').options).toEqual([{ address: null, symbol: 'GOR' }])
    const offer = assetOffer(TOKENS, 5, DAI_1.address, 'GOR')
    expect(offer.options).toEqual([
      { address: null, symbol: 'GOR' },
      { address: DAI_1.address, symbol: 'DAI' },
    ])
    expect(offer).toMatchObject({ token: undefined, elsewhere: { symbol: 'DAI', chainIds: [1] } })
    expect(assetOffer(TOKENS, 5, USDC_1.address, 'ETH').elsewhere).toEqual({ symbol: 'USDC', chainIds: [1, 8453] })
  })

  test('behavior: a token chosen on one chain is the same asset on another that accepts its symbol (a switch keeps it)', () => {
    expect(assetOffer(TOKENS, 8453, USDC_1.address, 'ETH')).toMatchObject({ token: USDC_8453, elsewhere: undefined })
    expect(assetOffer(TOKENS, 8453, DAI_1.address, 'ETH').elsewhere).toEqual({ symbol: 'DAI', chainIds: [1] })
  })

  test('edge: an unknown address is the native currency', () => {
    const unknown: Address = `0x${'ab'.repeat(20)}`
    expect(assetOffer(TOKENS, 1, unknown, 'ETH')).toMatchObject({ token: undefined, elsewhere: undefined })
  })
})

describe('assetOffer (property)', () => {
  const token = fc.record({
    chainId: fc.constantFrom(1, 5, 10),
    address: fc.stringMatching(/^0x[0-9a-f]{40}$/) as fc.Arbitrary<Address>,
    symbol: fc.constantFrom('USDC', 'DAI', 'EURC'),
    decimals: fc.constantFrom(6, 18),
  })
  // As parseSupportTokens admits them: one token and one symbol per chain.
  const tokens = fc
    .array(token, { maxLength: 8 })
    .map((list) =>
      list.filter(
        (t, i) =>
          list.findIndex((u) => u.address === t.address || (u.chainId === t.chainId && u.symbol === t.symbol)) === i,
      ),
    )

  test('behavior: the native currency, the tokens here, and the asset chosen when elsewhere only; it is here, elsewhere, or native', () => {
    fc.assert(
      fc.property(tokens, fc.constantFrom(1, 5, 10), fc.nat(), (list, chainId, pick) => {
        const asset = list.length === 0 || pick % 3 === 0 ? null : (list[pick % list.length]?.address ?? null)
        const offer = assetOffer(list, chainId, asset, 'ETH')
        const here = list.filter((t) => t.chainId === chainId).map(({ address, symbol }) => ({ address, symbol }))
        expect(offer.options.slice(0, here.length + 1)).toEqual([{ address: null, symbol: 'ETH' }, ...here])
        expect(offer.options.length).toBe(here.length + 1 + (offer.elsewhere ? 1 : 0))
        if (offer.elsewhere) expect(offer.options.at(-1)).toEqual({ address: asset, symbol: offer.elsewhere.symbol })
        if (offer.token) {
          expect(offer.token.chainId).toBe(chainId)
          expect(offer.elsewhere).toBeUndefined()
        }
        if (offer.elsewhere) {
          expect(offer.elsewhere.chainIds).not.toContain(chainId)
          expect(offer.elsewhere.chainIds.length).toBeGreaterThan(0)
          const { symbol } = offer.elsewhere
          expect(offer.elsewhere.chainIds).toEqual([
            ...new Set(list.filter((t) => t.symbol === symbol).map((t) => t.chainId)),
          ])
        }
        if (asset === null) expect(offer).toMatchObject({ token: undefined, elsewhere: undefined })
        else expect(offer.token !== undefined || offer.elsewhere !== undefined).toBe(true)
      }),
    )
  })
})
