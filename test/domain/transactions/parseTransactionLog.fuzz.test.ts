import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseTransactionLog } from '../../../src/domain/transactions/parseTransactionLog'
import { hashOf, pendingTx } from './txArbitraries'

const entryArb = fc.oneof(
  fc.anything(),
  fc.record(
    {
      hash: fc.oneof(fc.integer({ min: 0, max: 30 }).map(hashOf), fc.string()),
      description: fc.oneof(fc.string(), fc.anything()),
      status: fc.oneof(fc.constantFrom('pending', 'confirmed', 'failed'), fc.anything()),
      confirmations: fc.oneof(fc.constant(undefined), fc.integer({ min: -2, max: 5 })),
      addedAt: fc.oneof(fc.integer(), fc.anything()),
    },
    { requiredKeys: [] },
  ),
)

describe('parseTransactionLog', () => {
  test('behavior: any stored value reads as a valid, pruned log without repeats', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.array(entryArb, { maxLength: 40 })), (stored) => {
        const log = parseTransactionLog(stored)
        expect(new Set(log.map((tx) => tx.hash.toLowerCase())).size).toBe(log.length)
        expect(log.filter((tx) => tx.status !== 'pending').length).toBeLessThanOrEqual(10)
        for (const tx of log) {
          expect(tx.hash).toMatch(/^0x[0-9a-fA-F]{64}$/)
          expect(['pending', 'confirmed', 'failed']).toContain(tx.status)
          expect(Number.isFinite(tx.addedAt)).toBe(true)
        }
      }),
    )
  })

  test('behavior: reading what was written gives it back', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 50 }), { maxLength: 8 }),
        fc.constantFrom('pending' as const, 'failed' as const),
        (ns, status) => {
          const log = ns.map((n) => pendingTx(n, { status }))
          expect(parseTransactionLog(JSON.parse(JSON.stringify(log)))).toEqual(log)
        },
      ),
    )
  })
})
