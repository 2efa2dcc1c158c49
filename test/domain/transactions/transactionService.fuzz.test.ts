import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Transaction } from '../../../src/domain/transactions/transaction'
import { TransactionService } from '../../../src/domain/transactions/transactionService'
import { transactionStorageKey } from '../../../src/domain/transactions/transactionStorageKey'
import { MemoryKeyValueStore } from '../../support/memoryKeyValueStore'
import { ALICE, BOB } from '../connection/testChains'
import { MemoryChainReader } from '../../support/memoryChainReader'
import { hashOf } from './txArbitraries'

type Account = typeof ALICE | typeof BOB
type Slot = { account: Account; chainId: number }
const SLOTS: Slot[] = [
  { account: ALICE, chainId: 1 },
  { account: ALICE, chainId: 5 },
  { account: BOB, chainId: 1 },
]
const keyOf = (slot: Slot): string => transactionStorageKey(slot.account, slot.chainId)

type Unsubscribe = () => void
type Real = {
  service: TransactionService
  reader: MemoryChainReader
  store: MemoryKeyValueStore
  views: Map<string, Unsubscribe[]>
}
/**
 * Expected log per storage key (hash, status, confirmations), most recent first; the views (subscriptions) per key;
 * the keys being polled: added to, or shown while something is pending, until settled, cleared or no longer shown.
 */
type Model = { logs: Map<string, Transaction[]>; clock: number; views: Map<string, number>; polled: Set<string> }

const hasPending = (model: Model, key: string) => (model.logs.get(key) ?? []).some((tx) => tx.status === 'pending')
const poll = (model: Model, key: string): void => {
  if (hasPending(model, key)) model.polled.add(key)
}

function prune(log: Transaction[]): Transaction[] {
  let finished = 0
  return log.filter((tx) => tx.status === 'pending' || ++finished <= 10)
}

function check(model: Model, real: Real): void {
  for (const slot of SLOTS) {
    const expected = model.logs.get(keyOf(slot)) ?? []
    const actual = real.service.getTransactions(slot.account, slot.chainId)
    expect(actual.map((tx) => [tx.hash, tx.status, tx.confirmations])).toEqual(
      expected.map((tx) => [tx.hash, tx.status, tx.confirmations]),
    )
    expect(real.store.get(keyOf(slot)) ?? []).toEqual(actual)
  }
}

const slotArb = fc.constantFrom(...SLOTS)
const nArb = fc.integer({ min: 0, max: 20 })

class Add implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly slot: Slot,
    readonly n: number,
    readonly confirmations: number | undefined,
  ) {}
  check = (): boolean => true
  async run(model: Model, real: Real): Promise<void> {
    real.service.add(this.slot.account, this.slot.chainId, {
      hash: hashOf(this.n),
      description: `#${this.n}`,
      confirmations: this.confirmations,
    })
    const tx: Transaction = {
      hash: hashOf(this.n),
      description: `#${this.n}`,
      status: 'pending',
      addedAt: 0,
      confirmations: this.confirmations,
    }
    const key = keyOf(this.slot)
    model.logs.set(key, prune([tx, ...(model.logs.get(key) ?? []).filter((t) => t.hash !== tx.hash)]))
    poll(model, key)
    check(model, real)
  }
  toString = (): string =>
    `add(${this.slot.account.slice(0, 6)}@${this.slot.chainId}, ${this.n}, ${this.confirmations})`
}

class Mine implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly chainId: number,
    readonly n: number,
    readonly status: 'success' | 'reverted',
  ) {}
  check = (): boolean => true
  async run(_model: Model, real: Real): Promise<void> {
    real.reader.mine(this.chainId, hashOf(this.n), this.status)
  }
  toString = (): string => `mine(${this.chainId}, ${this.n}, ${this.status})`
}

class Blocks implements fc.AsyncCommand<Model, Real> {
  constructor(readonly count: number) {}
  check = (): boolean => true
  async run(_model: Model, real: Real): Promise<void> {
    real.reader.head += BigInt(this.count)
  }
  toString = (): string => `blocks(${this.count})`
}

class Tick implements fc.AsyncCommand<Model, Real> {
  check = (): boolean => true
  async run(model: Model, real: Real): Promise<void> {
    const anyPending = [...model.logs.values()].some((log) => log.some((tx) => tx.status === 'pending'))
    const calls = real.reader.receiptCalls
    await vi.advanceTimersByTimeAsync(4_000)
    if (!anyPending) expect(real.reader.receiptCalls).toBe(calls)
    if (!real.reader.failing) {
      for (const slot of SLOTS) {
        const key = keyOf(slot)
        if (!model.polled.has(key)) continue
        const log = (model.logs.get(key) ?? []).map((tx) => {
          const receipt = real.reader.receipts.get(tx.hash.toLowerCase())
          if (tx.status !== 'pending' || !receipt || receipt.chainId !== slot.chainId) return tx
          if (real.reader.head - receipt.blockNumber + 1n < BigInt(tx.confirmations ?? 1)) return tx
          return { ...tx, status: receipt.status === 'success' ? ('confirmed' as const) : ('failed' as const) }
        })
        model.logs.set(key, prune(log))
        if (!hasPending(model, key)) model.polled.delete(key)
      }
    }
    check(model, real)
  }
  toString = (): string => 'tick'
}

class Clear implements fc.AsyncCommand<Model, Real> {
  constructor(readonly slot: Slot) {}
  check = (): boolean => true
  async run(model: Model, real: Real): Promise<void> {
    real.service.clear(this.slot.account, this.slot.chainId)
    model.logs.set(keyOf(this.slot), [])
    model.polled.delete(keyOf(this.slot))
    check(model, real)
  }
  toString = (): string => `clear(${this.slot.account.slice(0, 6)}@${this.slot.chainId})`
}

class OtherTab implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly slot: Slot,
    readonly n: number,
  ) {}
  check = (): boolean => true
  async run(model: Model, real: Real): Promise<void> {
    const key = keyOf(this.slot)
    const tx: Transaction = { hash: hashOf(this.n), description: 'other tab', status: 'pending', addedAt: 0 }
    const log = prune([tx, ...(model.logs.get(key) ?? []).filter((t) => t.hash !== tx.hash)])
    model.logs.set(key, log)
    // Polled here only while this tab shows that account on that chain.
    if (model.views.has(key)) poll(model, key)
    real.store.changeFromOtherTab(key, log)
    check(model, real)
  }
  toString = (): string => `otherTab(${this.slot.account.slice(0, 6)}@${this.slot.chainId}, ${this.n})`
}

/** A view subscribes to a slot's log (the account is connected on that chain). */
class Show implements fc.AsyncCommand<Model, Real> {
  constructor(readonly slot: Slot) {}
  check = (): boolean => true
  async run(model: Model, real: Real): Promise<void> {
    const key = keyOf(this.slot)
    model.views.set(key, (model.views.get(key) ?? 0) + 1)
    poll(model, key)
    const stop = real.service.select(this.slot.account, this.slot.chainId).subscribe(() => undefined)
    real.views.set(key, [...(real.views.get(key) ?? []), stop])
    check(model, real)
  }
  toString = (): string => `show(${this.slot.account.slice(0, 6)}@${this.slot.chainId})`
}

/** One view of a slot leaves (disconnect, another account or chain); the last one stops its polling. */
class Hide implements fc.AsyncCommand<Model, Real> {
  constructor(readonly slot: Slot) {}
  check = (model: Readonly<Model>): boolean => model.views.has(keyOf(this.slot))
  async run(model: Model, real: Real): Promise<void> {
    const key = keyOf(this.slot)
    const left = (model.views.get(key) ?? 0) - 1
    if (left > 0) model.views.set(key, left)
    else {
      model.views.delete(key)
      model.polled.delete(key)
    }
    real.views.get(key)?.pop()?.()
    check(model, real)
  }
  toString = (): string => `hide(${this.slot.account.slice(0, 6)}@${this.slot.chainId})`
}

class ToggleRpc implements fc.AsyncCommand<Model, Real> {
  check = (): boolean => true
  async run(_model: Model, real: Real): Promise<void> {
    real.reader.failing = !real.reader.failing
  }
  toString = (): string => 'toggleRpc'
}

const commandsArb = fc.commands(
  [
    fc
      .tuple(slotArb, nArb, fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }))
      .map(([s, n, c]) => new Add(s, n, c)),
    fc
      .tuple(fc.constantFrom(1, 5), nArb, fc.constantFrom('success' as const, 'reverted' as const))
      .map(([c, n, s]) => new Mine(c, n, s)),
    fc.integer({ min: 1, max: 3 }).map((k) => new Blocks(k)),
    fc.constant(new Tick()),
    slotArb.map((s) => new Clear(s)),
    fc.tuple(slotArb, nArb).map(([s, n]) => new OtherTab(s, n)),
    fc.constant(new ToggleRpc()),
    slotArb.map((s) => new Show(s)),
    slotArb.map((s) => new Hide(s)),
  ],
  { maxCommands: 60, size: 'medium' },
)

describe('TransactionService', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('behavior: adds, receipts, blocks, polls, clears, other tabs and views in any order: as the model', async () => {
    await fc.assert(
      fc.asyncProperty(commandsArb, async (commands) => {
        const store = new MemoryKeyValueStore()
        const reader = new MemoryChainReader()
        const service = new TransactionService({ store, reader })
        for (const slot of SLOTS) service.resume(slot.account, slot.chainId)
        try {
          const model: Model = { logs: new Map(), clock: 0, views: new Map(), polled: new Set() }
          await fc.asyncModelRun(() => ({ model, real: { service, reader, store, views: new Map() } }), commands)
        } finally {
          service.dispose()
        }
      }),
      { numRuns: 100 },
    )
  })
})
