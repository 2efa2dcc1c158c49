import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MemorySessionStore } from '../../../src/adapters/memory/memorySessionStore'

type Op =
  | { kind: 'create'; client: string; ttl: number }
  | { kind: 'get'; pick: number }
  | { kind: 'revoke'; pick: number }
  | { kind: 'tick'; ms: number }

const client = fc.constantFrom('a', 'b', 'c', 'd')
const ttl = fc.integer({ min: 1, max: 100 })
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('create' as const), client, ttl }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('get' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('revoke' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 60 }) }) },
)

const session = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const, chainId: 1 }

type Held = { id: string; client: string; expiresAt: number }

/** The sessions the store should hold, in creation order. Which of the clients tied for the most loses is its call. */
class Model {
  held: Held[] = []

  /** Expired sessions leave from the front only: lifetimes differ, so one behind a live session waits to be read. */
  prune(now: number): void {
    while (this.held[0] && this.held[0].expiresAt <= now) this.held.shift()
  }

  /** What a full store may drop: the oldest session of each client holding the most. */
  victims(): Held[] {
    const counts = new Map<string, number>()
    for (const { client } of this.held) counts.set(client, (counts.get(client) ?? 0) + 1)
    const most = Math.max(...counts.values())
    return [...counts].filter(([, n]) => n === most).map(([client]) => this.held.find((h) => h.client === client)!)
  }

  forget(id: string): void {
    this.held = this.held.filter((h) => h.id !== id)
  }
}

async function run(ops: Op[], maxSessions: number): Promise<void> {
  const clock = {
    t: 0,
    now() {
      return this.t
    },
  }
  const store = new MemorySessionStore({ clock, maxSessions })
  const model = new Model()
  const ids: string[] = []
  // Reading at time 0 never expires anything (every session expires at 1 or later): present or not, no side effect.
  const present = async (id: string) => (await store.get(id, 0)) !== null
  for (const o of ops) {
    if (o.kind === 'tick') clock.t += o.ms
    else if (o.kind === 'create') {
      model.prune(clock.t)
      const victims = model.held.length >= maxSessions ? model.victims() : []
      const id = await store.create({ ...session, expiresAt: clock.t + o.ttl }, o.client)
      const dropped: Held[] = []
      for (const victim of victims) if (!(await present(victim.id))) dropped.push(victim)
      expect(dropped).toHaveLength(victims.length ? 1 : 0)
      if (dropped[0]) model.forget(dropped[0].id)
      model.held.push({ id, client: o.client, expiresAt: clock.t + o.ttl })
      ids.push(id)
    } else if (ids.length > 0) {
      const id = ids[o.pick % ids.length]!
      const held = model.held.find((h) => h.id === id)
      const live = held !== undefined && clock.t < held.expiresAt
      if (o.kind === 'revoke') await store.revoke(id)
      else expect(await store.get(id, clock.t)).toEqual(live ? { ...session, expiresAt: held.expiresAt } : null)
      if (o.kind === 'revoke' || !live) model.forget(id)
    }
    expect(store.size).toBe(model.held.length)
    expect(store.size).toBeLessThanOrEqual(maxSessions)
  }
  for (const id of ids) expect(await present(id)).toBe(model.held.some((h) => h.id === id))
}

describe('MemorySessionStore', () => {
  test('behavior: a full store drops the oldest session of one client holding the most, and nothing else', async () => {
    const maxSessions = fc.integer({ min: 1, max: 6 })
    await fc.assert(fc.asyncProperty(fc.array(op, { maxLength: 80 }), maxSessions, run), { numRuns: 300 })
  })
})
