import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MemoryNonceStore } from '../../../src/adapters/memory/memoryNonceStore'

type Op =
  | { kind: 'issue'; nonce: string; ttl: number }
  | { kind: 'consume'; nonce: string }
  | { kind: 'tick'; ms: number }

const nonce = fc.constantFrom('n1', 'n2', 'n3', 'n4', 'n5', 'n6')
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('issue' as const), nonce, ttl: fc.constant(100) }),
  fc.record({ kind: fc.constant('consume' as const), nonce }),
  fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 60 }) }),
)

describe('MemoryNonceStore', () => {
  test('behavior: never holds more than maxEntries, and "ok" only once per issue within its lifetime', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 60 }), fc.integer({ min: 1, max: 4 }), async (ops, maxEntries) => {
        const clock = {
          t: 0,
          now() {
            return this.t
          },
        }
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
      }),
    )
  })
})

type FairOp = { kind: 'issue'; client: string } | { kind: 'consume'; pick: number }

const client = fc.constantFrom('a', 'b', 'c', 'd', 'e')
const fairOp: fc.Arbitrary<FairOp> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('issue' as const), client }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('consume' as const), pick: fc.nat() }) },
)

/**
 * What the test knows of the store without looking inside. Eviction order between tied clients is the adapter's
 * choice, so a client that may have lost nonces counts between `held - maybeLost` and `held`; a client never among
 * the possible victims (never holding the most when the store was full) counts exactly `held`.
 */
class FairModel {
  used = 0
  unused = 0
  readonly held = new Map<string, string[]>()
  readonly maybeLost = new Map<string, number>()
  readonly exposed = new Set<string>()

  atLeast(client: string): number {
    return (this.held.get(client)?.length ?? 0) - (this.maybeLost.get(client) ?? 0)
  }

  /** A full store drops a used nonce if it has one, else one of a client that may hold the most. */
  evictOne(): void {
    if (this.used > 0) return void (this.used -= 1)
    const most = Math.max(...[...this.held.keys()].map((client) => this.atLeast(client)))
    for (const [client, nonces] of this.held) {
      if (nonces.length < most || nonces.length === 0) continue
      this.exposed.add(client)
      this.maybeLost.set(client, Math.min(nonces.length, (this.maybeLost.get(client) ?? 0) + 1))
    }
    this.unused -= 1
  }

  issued(client: string, nonce: string): void {
    this.held.set(client, [...(this.held.get(client) ?? []), nonce])
    this.unused += 1
  }

  /** `nonce` of `client` is no longer held: consumed ('ok') or found evicted ('unknown'). */
  gone(client: string, nonce: string, result: 'ok' | 'unknown'): void {
    const nonces = this.held.get(client)!
    nonces.splice(nonces.indexOf(nonce), 1)
    const lost = this.maybeLost.get(client) ?? 0
    if (result === 'ok') {
      this.used += 1
      this.unused -= 1
      this.maybeLost.set(client, Math.min(lost, nonces.length))
    } else this.maybeLost.set(client, lost - 1)
  }
}

type Issued = { nonce: string; client: string }

/** Runs `ops` against a store and the model; a nonce of a client never exposed must consume 'ok'. */
async function fairRun(ops: FairOp[], maxEntries: number): Promise<void> {
  const store = new MemoryNonceStore({ clock: { now: () => 0 }, maxEntries })
  const model = new FairModel()
  const issued: Issued[] = []
  const consume = async ({ nonce, client }: Issued) => {
    const result = await store.consume(nonce, 0)
    if (!model.held.get(client)?.includes(nonce)) return expect(result).toMatch(/^(used|unknown)$/)
    if (!model.exposed.has(client)) expect(result).toBe('ok')
    expect(result === 'ok' || (result === 'unknown' && (model.maybeLost.get(client) ?? 0) > 0)).toBe(true)
    model.gone(client, nonce, result as 'ok' | 'unknown')
  }
  for (const op of ops) {
    if (op.kind === 'issue') {
      if (model.used + model.unused >= maxEntries) model.evictOne()
      const nonce = `n${issued.length}`
      await store.issue(nonce, 1_000, op.client)
      model.issued(op.client, nonce)
      issued.push({ nonce, client: op.client })
    } else if (issued.length > 0) await consume(issued[op.pick % issued.length]!)
    expect(store.size).toBe(model.used + model.unused)
    expect(store.size).toBeLessThanOrEqual(maxEntries)
  }
  for (const [client, nonces] of model.held) {
    if (!model.exposed.has(client)) for (const nonce of [...nonces]) await consume({ nonce, client })
  }
}

describe('MemoryNonceStore fair eviction', () => {
  test('behavior: a client never holding the most unused nonces when the store is full keeps them all', async () => {
    const maxEntries = fc.integer({ min: 1, max: 6 })
    await fc.assert(fc.asyncProperty(fc.array(fairOp, { maxLength: 80 }), maxEntries, fairRun), { numRuns: 300 })
  })
})
