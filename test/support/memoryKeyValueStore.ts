import type { KeyValueStore } from '../../src/ports/keyValueStore'

/**
 * The one in-memory KeyValueStore of the tests: values are JSON round-tripped like localStorage,
 * `plant` stores a raw (possibly corrupt) value, `changeFromOtherTab` simulates a write by another tab.
 */
export class MemoryKeyValueStore implements KeyValueStore {
  private readonly data = new Map<string, unknown>()
  private readonly listeners = new Set<(key: string) => void>()
  /** Failure switch: every set returns false (quota exceeded). */
  failWrites = false
  writes = 0

  constructor(private readonly options: { notifyOwnWrites?: boolean } = {}) {}

  get(key: string): unknown {
    return this.data.get(key)
  }

  set(key: string, value: unknown): boolean {
    if (this.failWrites) return false
    this.writes += 1
    this.data.set(key, JSON.parse(JSON.stringify(value)) as unknown)
    if (this.options.notifyOwnWrites) this.notify(key)
    return true
  }

  remove(key: string): void {
    this.data.delete(key)
    if (this.options.notifyOwnWrites) this.notify(key)
  }

  subscribe(listener: (key: string) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Stores a value as is, without notifying (a value left by an older version or another app). */
  plant(key: string, value: unknown): void {
    this.data.set(key, value)
  }

  /** Another tab wrote `value` (undefined removes) and the storage event arrives here. */
  changeFromOtherTab(key: string, value: unknown): void {
    if (value === undefined) this.data.delete(key)
    else this.data.set(key, JSON.parse(JSON.stringify(value)) as unknown)
    this.notify(key)
  }

  keys(): string[] {
    return [...this.data.keys()]
  }

  private notify(key: string): void {
    for (const listener of [...this.listeners]) listener(key)
  }
}
