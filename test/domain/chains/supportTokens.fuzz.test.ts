import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseSupportTokens, type SupportToken } from '../../../src/domain/chains/supportTokens'
import { BaseError } from '../../../src/domain/errors/baseError'

const chainIdsArb = fc.uniqueArray(fc.constantFrom(1, 5, 10, 8453, 11155111), { maxLength: 5 })
const tokenArb = fc.record({
  chainId: fc.constantFrom(1, 5, 10, 8453, 11155111),
  address: fc.stringMatching(/^0x[0-9a-fA-F]{40}$/).map((a) => a as `0x${string}`),
  symbol: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,10}$/),
  decimals: fc.integer({ min: 0, max: 36 }),
})

const write = (token: SupportToken) => `${token.chainId}:${token.address}:${token.symbol}:${token.decimals}`

describe('parseSupportTokens (property)', () => {
  test('behavior: any input yields well-formed tokens on configured chains, or an invalid-config error', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), chainIdsArb, (raw, chainIds) => {
        try {
          for (const token of parseSupportTokens(raw ?? undefined, chainIds)) {
            expect(chainIds).toContain(token.chainId)
            expect(token.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
            expect(Number.isInteger(token.decimals) && token.decimals >= 0 && token.decimals <= 36).toBe(true)
          }
        } catch (err) {
          expect(err).toBeInstanceOf(BaseError)
          expect((err as BaseError).code).toBe('invalid-config')
          expect((err as Error).message).toMatch(/^VITE_SUPPORT_TOKENS: /)
        }
      }),
    )
  })

  test('behavior: written tokens read back as the same list, on configured chains; else refused', () => {
    fc.assert(
      fc.property(fc.array(tokenArb, { minLength: 1, maxLength: 4 }), chainIdsArb, (tokens, chainIds) => {
        const raw = tokens.map(write).join(',')
        const unique = tokens.every(
          (t, i) =>
            tokens.findIndex(
              (u) =>
                u.chainId === t.chainId &&
                (u.address.toLowerCase() === t.address.toLowerCase() || u.symbol === t.symbol),
            ) === i,
        )
        const served = tokens.every((t) => chainIds.includes(t.chainId))
        if (unique && served) expect(parseSupportTokens(raw, chainIds)).toEqual(tokens)
        else expect(() => parseSupportTokens(raw, chainIds)).toThrow(/^VITE_SUPPORT_TOKENS: /)
      }),
    )
  })
})
