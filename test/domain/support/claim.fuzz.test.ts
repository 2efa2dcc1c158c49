import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { admitClaim } from '../../../src/domain/support/claim'

// A few addresses written in either case, so that equal ones come up often.
const addressArb = fc
  .tuple(
    fc.constantFrom('70997970c51812dc3a010c7d01b50e0d17dc79c8', 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266'),
    fc.boolean(),
  )
  .map(([hex, upper]) => `0x${upper ? hex.toUpperCase() : hex}` as const)
const chainIdArb = fc.constantFrom(1, 10, 8453)

const claimArb = fc.record({
  creator: addressArb,
  supporter: addressArb,
  chainId: chainIdArb,
  txHash: fc.constant(`0x${'ab'.repeat(32)}` as const),
})
const factsArb = fc.record({
  configuredChainIds: fc.uniqueArray(chainIdArb),
  transaction: fc.option(
    fc.record({ from: addressArb, to: fc.option(addressArb), value: fc.bigInt({ min: 0n, max: 10n ** 20n }) }),
  ),
  receipt: fc.option(fc.record({ status: fc.constantFrom('success' as const, 'reverted' as const) })),
  alreadyRecorded: fc.boolean(),
})

const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

describe('admitClaim (property)', () => {
  test('behavior: exactly one well-formed outcome for any facts, and the same one every time', () => {
    fc.assert(
      fc.property(claimArb, factsArb, (claim, facts) => {
        const outcome = admitClaim(claim, facts)
        expect(admitClaim(claim, facts)).toEqual(outcome)
        if (outcome.ok) expect(Object.keys(outcome)).toEqual(['ok'])
        else if (outcome.code === 'tx-mismatch') expect(Object.keys(outcome).sort()).toEqual(['code', 'ok', 'reason'])
        else expect(['tx-pending', 'already-recorded']).toContain(outcome.code)
      }),
    )
  })

  test('behavior: ok exactly when every condition holds', () => {
    fc.assert(
      fc.property(claimArb, factsArb, (claim, facts) => {
        const { transaction: tx, receipt } = facts
        const admissible =
          facts.configuredChainIds.includes(claim.chainId) &&
          tx !== null &&
          same(tx.to, claim.creator) &&
          same(tx.from, claim.supporter) &&
          tx.value > 0n &&
          receipt?.status === 'success' &&
          !facts.alreadyRecorded
        expect(admitClaim(claim, facts).ok).toBe(admissible)
      }),
    )
  })

  test('behavior: pending only while the chain may still change its answer; already-recorded only for a good claim', () => {
    fc.assert(
      fc.property(claimArb, factsArb, (claim, facts) => {
        const outcome = admitClaim(claim, facts)
        if (outcome.ok) return
        if (outcome.code === 'tx-pending') expect(facts.transaction === null || facts.receipt === null).toBe(true)
        if (outcome.code === 'already-recorded') {
          expect(admitClaim(claim, { ...facts, alreadyRecorded: false })).toEqual({ ok: true })
        }
      }),
    )
  })
})
