import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MemoryNonceStore } from '../../../src/adapters/memory/memoryNonceStore'

type Op = { kind: 'issue'; nonce: string; ttl: number } | { kind: 'consume'; nonce: string } | { kind: 'tick'; ms: number }

const nonce = fc.constantFrom('n1', 'n2', 'n3', 'n4', 'n5', 'n6')
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('issue' as const), nonce, ttl: fc.constant(100) }),
  fc.record({ kind: fc.constant('consume' as const), nonce }),
  fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 60 }) }),
)

describe('MemoryNonceStore', () => {
  test('behavior: never holds more than maxEntries, and "ok" only once per issue within its lifetime', async () => {
    await fc.assert(fc.asyncProperty(fc.array(op, { maxLength: 60 }), fc.integer({ min: 1, max: 4 }), async (ops, maxEntries) => {
      const clock = { t: 0, now() { return this.t } }
      const store = new MemoryNonceStore({ clock, maxEntries })
      const issuedAt = new Map<string, number>()
      const consumed = new Set<string>()
      for (const o of ops) {
        if (o.kind === 'tick') clock.t += o.ms
        else if (o.kind === 'issue') {
          await store.issue(o.nonce, clock.t + o.ttl)
          issuedAt.set(o.nonce, clock.t)
          consumed.delete(o.nonce)
        } else {
          const result = await store.consume(o.nonce, clock.t)
          if (result === 'ok') {
            expect(consumed.has(o.nonce)).toBe(false)
            expect(clock.t - (issuedAt.get(o.nonce) ?? -Infinity)).toBeLessThan(100)
            consumed.add(o.nonce)
          }
          if (!issuedAt.has(o.nonce)) expect(result).toBe('unknown')
        }
        expect(store.size).toBeLessThanOrEqual(maxEntries)
      }
    }))
  })
})
