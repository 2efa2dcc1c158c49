import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MAX_ALLOWANCE } from '../../../../src/domain/support/monthly/spendPermission'
import { MAX_TIERS, readMonthlyOffer } from '../../../../src/domain/support/monthly/monthlyOffer'
import { USDC } from './monthlyArbitraries'

const tierArb = fc.record({
  amount: fc.oneof(fc.bigInt({ min: -5n, max: 2n ** 161n }).map(String), fc.string(), fc.integer()),
  title: fc.oneof(fc.string({ maxLength: 45 }), fc.constant(undefined)),
  benefits: fc.oneof(fc.string({ maxLength: 150 }), fc.constant(undefined)),
})
const offerArb = fc.record({
  chainId: fc.constantFrom(8453, 10),
  token: fc.constantFrom(USDC.address, USDC.address.toLowerCase(), '0x0000000000000000000000000000000000000001'),
  tiers: fc.array(tierArb, { maxLength: 5 }),
})

const goodOfferArb = fc.record({
  chainId: fc.constant(8453),
  token: fc.constantFrom(USDC.address, USDC.address.toLowerCase()),
  tiers: fc.array(
    fc.record({
      amount: fc.bigInt({ min: 1n, max: 10n ** 12n }).map(String),
      title: fc.string({ minLength: 1, maxLength: 40 }),
      benefits: fc.string({ maxLength: 140 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
})

describe('readMonthlyOffer', () => {
  test('behavior: any input gives an offer that holds every rule, or problems; never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(offerArb, fc.anything()), (raw) => {
        const reading = readMonthlyOffer(raw, [USDC])
        if (!reading.ok) {
          expect(reading.problems.length).toBeGreaterThan(0)
          return
        }
        const { offer } = reading
        expect(offer.token).toBe(USDC.address)
        expect(offer.tiers.length).toBeGreaterThanOrEqual(1)
        expect(offer.tiers.length).toBeLessThanOrEqual(MAX_TIERS)
        expect(new Set(offer.tiers.map((t) => t.amount)).size).toBe(offer.tiers.length)
        for (const t of offer.tiers) {
          expect(t.amount > 0n && t.amount <= MAX_ALLOWANCE).toBe(true)
          expect(t.title).toBe(t.title.trim())
          expect(t.title).not.toBe('')
        }
      }),
    )
  })

  test('behavior: reading an offer written back as JSON gives the same offer (idempotent)', () => {
    fc.assert(
      fc.property(goodOfferArb, (raw) => {
        const first = readMonthlyOffer(raw, [USDC])
        fc.pre(first.ok)
        if (!first.ok) return
        const written = { ...first.offer, tiers: first.offer.tiers.map((t) => ({ ...t, amount: t.amount.toString() })) }
        expect(readMonthlyOffer(written, [USDC])).toEqual(first)
      }),
    )
  })
})
