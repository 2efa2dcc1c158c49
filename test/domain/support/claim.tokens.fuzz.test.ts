import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { admitClaim, claimedPayment } from '../../../src/domain/support/claim'
import { acceptedToken, transferLog } from '../creators/tokenArbitraries'

// Few addresses, written in either case, so that equal ones come up often; two of them are also tokens.
const HEX = [
  '70997970c51812dc3a010c7d01b50e0d17dc79c8',
  'f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '5fbdb2315678afecb367f032d93f642f64180aa3',
]
const addressArb = fc
  .tuple(fc.constantFrom(...HEX), fc.boolean())
  .map(([hex, upper]) => `0x${upper ? hex.toUpperCase() : hex}` as `0x${string}`)
const chainIdArb = fc.constantFrom(1, 10)
const claimArb = fc.record({
  creator: addressArb,
  supporter: addressArb,
  chainId: chainIdArb,
  txHash: fc.constant(`0x${'ab'.repeat(32)}` as const),
})
const logArb = fc
  .tuple(addressArb, addressArb, addressArb, fc.bigInt({ min: 0n, max: 10n ** 12n }))
  .map(([token, from, to, value]) => transferLog(token, from, to, value))
const factsArb = fc.record({
  configuredChainIds: fc.constantFrom([1, 10], [1]),
  supportTokens: fc.uniqueArray(
    fc.tuple(chainIdArb, addressArb).map(([chainId, address]) => acceptedToken(chainId, address)),
    { selector: (t) => `${t.chainId}:${t.address.toLowerCase()}`, maxLength: 3 },
  ),
  transaction: fc.option(
    fc.record({ from: addressArb, to: fc.option(addressArb), value: fc.constantFrom(0n, 0n, 0n, 1n) }),
  ),
  receipt: fc.option(
    fc.record({
      status: fc.constantFrom('success' as const, 'reverted' as const),
      logs: fc.array(logArb, { maxLength: 4 }),
    }),
  ),
  alreadyRecorded: fc.boolean(),
})

const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

describe('admitClaim with tokens (property)', () => {
  test('behavior: admitted exactly when a payment is found and it was not recorded; the payment is above zero', () => {
    fc.assert(
      fc.property(claimArb, factsArb, (claim, facts) => {
        const payment = claimedPayment(claim, facts)
        const outcome = admitClaim(claim, facts)
        expect(outcome.ok).toBe(payment !== null && !facts.alreadyRecorded)
        if (payment) expect(payment.amount > 0n).toBe(true)
        if (!outcome.ok && outcome.code === 'already-recorded') expect(payment).not.toBeNull()
      }),
    )
  })

  test('behavior: a token payment is the sum of accepted transfers of that token, from the supporter to the creator, in a successful receipt', () => {
    fc.assert(
      fc.property(claimArb, factsArb, (claim, facts) => {
        const payment = claimedPayment(claim, facts)
        if (!payment?.token) return
        const { token } = payment
        expect(token.chainId).toBe(claim.chainId)
        expect(facts.supportTokens).toContainEqual(token)
        expect(facts.receipt?.status).toBe('success')
        expect(facts.transaction?.value).toBe(0n)
        const sum = (facts.receipt?.logs ?? [])
          .filter(
            (log) =>
              same(log.address, token.address) &&
              same(`0x${log.topics[1]?.slice(26)}`, claim.supporter) &&
              same(`0x${log.topics[2]?.slice(26)}`, claim.creator),
          )
          .reduce((total, log) => total + BigInt(log.data), 0n)
        expect(payment.amount).toBe(sum)
      }),
    )
  })

  test('behavior: token-not-accepted only when no accepted token of the chain moved in a successful receipt', () => {
    fc.assert(
      fc.property(claimArb, factsArb, (claim, facts) => {
        const outcome = admitClaim(claim, facts)
        if (outcome.ok || outcome.code !== 'tx-mismatch' || outcome.reason !== 'token-not-accepted') return
        expect(facts.receipt?.status).toBe('success')
        const accepted = facts.supportTokens.filter((t) => t.chainId === claim.chainId)
        expect(accepted.length).toBeGreaterThan(0)
        for (const log of facts.receipt?.logs ?? [])
          expect(accepted.some((t) => same(t.address, log.address))).toBe(false)
      }),
    )
  })

  test('behavior: on a chain without accepted tokens the answer is the one without tokens at all', () => {
    fc.assert(
      fc.property(claimArb, factsArb, (claim, facts) => {
        if (facts.supportTokens.some((t) => t.chainId === claim.chainId)) return
        expect(admitClaim(claim, facts)).toEqual(admitClaim(claim, { ...facts, supportTokens: [] }))
        const { supportTokens: _, ...untokened } = facts
        expect(admitClaim(claim, facts)).toEqual(admitClaim(claim, untokened))
      }),
    )
  })

  test('behavior: a claim with value, or sent to the creator, is judged without looking at logs', () => {
    fc.assert(
      fc.property(claimArb, factsArb, (claim, facts) => {
        const tx = facts.transaction
        if (!tx || !(tx.value > 0n || same(tx.to, claim.creator))) return
        const receipt = facts.receipt && { status: facts.receipt.status }
        expect(admitClaim(claim, facts)).toEqual(admitClaim(claim, { ...facts, receipt, supportTokens: [] }))
      }),
    )
  })
})
