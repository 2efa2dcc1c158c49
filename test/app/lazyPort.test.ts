import { describe, expect, test, vi } from 'vitest'
import { lazyPort } from '../../src/app/lazyPort'
import { constantReadable, StateStore } from '../../src/domain/shared/store'

/** An implementation with state (so `this` matters) and a store to watch. */
class Counter {
  readonly store = new StateStore(0)
  async add(n: number): Promise<number> {
    this.store.update((value) => value + n)
    return this.store.getSnapshot()
  }
}

describe('lazyPort', () => {
  test('default: nothing loads until used; calls go to the implementation with their arguments', async () => {
    const counter = new Counter()
    let loads = 0
    const port = lazyPort(async () => (loads++, counter))
    const { add } = port.calls(['add'])
    expect([loads, port.current]).toEqual([0, undefined])
    expect(await add(2)).toBe(2)
    expect(await add(3)).toBe(5)
    // Every use calls `load`: memoising it is the caller's choice.
    expect(loads).toBe(2)
    expect(port.current).toBe(counter)
  })

  test('behavior: `loaded` runs once, with the first implementation; a failed load rejects the call', async () => {
    const loaded = vi.fn()
    let fail = true
    const counter = new Counter()
    const port = lazyPort(async () => {
      if (fail) throw new Error('chunk failed')
      return counter
    }, loaded)
    await expect(port.calls(['add']).add(1)).rejects.toThrow('chunk failed')
    expect(loaded).not.toHaveBeenCalled()
    fail = false
    await Promise.all([port.get(), port.get()])
    expect(loaded.mock.calls).toEqual([[counter]])
  })

  test('behavior: a readable is empty until loaded, its first subscriber loads, and it then follows the implementation', async () => {
    const counter = new Counter()
    const port = lazyPort(async () => counter)
    const readable = port.readable(
      (c) => c.store,
      -1,
      () => undefined,
    )
    expect(readable.getSnapshot()).toBe(-1)
    const heard = vi.fn()
    const stop = readable.subscribe(heard)
    await vi.waitFor(() => expect(heard).toHaveBeenCalled())
    const calls = heard.mock.calls.length
    await counter.add(4)
    expect(heard).toHaveBeenCalledTimes(calls + 1)
    expect(readable.getSnapshot()).toBe(4)
    stop()
    await counter.add(1)
    expect(heard).toHaveBeenCalledTimes(calls + 1)
  })

  test('behavior: a failed load goes to loadFailed and the next subscriber tries again; one gone before the load hears nothing', async () => {
    const counter = new Counter()
    let fail = true
    const failed = vi.fn()
    const port = lazyPort(async () => {
      if (fail) throw new Error('offline')
      return counter
    })
    const readable = port.readable((c) => c.store, -1, failed)
    readable.subscribe(() => undefined)
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1))
    fail = false
    const early = vi.fn()
    readable.subscribe(early)()
    await port.get()
    await counter.add(1)
    expect(early).not.toHaveBeenCalled()
    expect(readable.getSnapshot()).toBe(1)
  })
})

describe('constantReadable', () => {
  test('default: the same snapshot always, and a subscription that never calls back', () => {
    const value = { log: [] }
    const readable = constantReadable(value)
    const listener = vi.fn()
    const stop = readable.subscribe(listener)
    expect(readable.getSnapshot()).toBe(value)
    stop()
    expect(listener).not.toHaveBeenCalled()
  })
})
