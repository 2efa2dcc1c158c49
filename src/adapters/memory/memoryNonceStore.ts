import type { Clock } from '../../ports/clock'
import type { NonceConsumeResult, NonceStore } from '../../ports/nonceStore'
import { SystemClock } from '../clock/systemClock'
import { ClientQueues, type ClientSlot } from './clientQueues'
import { LinkedQueue, type QueueNode } from './linkedQueue'

/** Exactly one of `unused` and `used` is set: the queue the nonce waits in for eviction. */
type Entry = {
  expiresAt: number
  age: QueueNode<string>
  unused: ClientSlot<string> | undefined
  used: QueueNode<string> | undefined
}

export const DEFAULT_MAX_NONCES = 10_000

/** Who issued a nonce when the caller does not say: one shared client. */
const ANY_CLIENT = ''

/**
 * NonceStore for one process. Used nonces are remembered until they expire (so a replay answers 'used', not
 * 'unknown') unless room is needed. A full store drops the earliest used nonce first, then the oldest unused nonce of
 * the client holding the most (see NonceStore.issue). Issue order is also expiry order while the time to live is
 * constant, so pruning only looks at the front of `byAge`. Every step is O(1).
 */
export class MemoryNonceStore implements NonceStore {
  private readonly entries = new Map<string, Entry>()
  private readonly byAge = new LinkedQueue<string>()
  private readonly used = new LinkedQueue<string>()
  private readonly unused = new ClientQueues<string>()
  private readonly maxEntries: number
  private readonly clock: Clock

  constructor({
    maxEntries = DEFAULT_MAX_NONCES,
    clock = new SystemClock(),
  }: { maxEntries?: number; clock?: Clock } = {}) {
    if (!Number.isSafeInteger(maxEntries) || maxEntries < 1)
      throw new RangeError('maxEntries must be a positive integer')
    this.maxEntries = maxEntries
    this.clock = clock
  }

  /** Number of remembered nonces (issued or used, not yet pruned). */
  get size(): number {
    return this.entries.size
  }

  /** Remembers `nonce` until `expiresAt` for `client`; re-issuing a known nonce starts it afresh. */
  async issue(nonce: string, expiresAt: number, client = ANY_CLIENT): Promise<void> {
    this.prune(this.clock.now())
    this.forget(nonce)
    while (this.entries.size >= this.maxEntries) {
      const victim = this.used.first ?? this.unused.oldestOfLargest()
      if (victim === undefined) break
      this.forget(victim)
    }
    const unused = this.unused.push(client, nonce)
    this.entries.set(nonce, { expiresAt, age: this.byAge.push(nonce), unused, used: undefined })
  }

  /** Only the first call for an issued, unexpired nonce answers 'ok'. */
  async consume(nonce: string, now: number): Promise<NonceConsumeResult> {
    const entry = this.entries.get(nonce)
    if (!entry) return 'unknown'
    if (entry.used) return 'used'
    if (now >= entry.expiresAt) return 'expired'
    if (entry.unused) this.unused.remove(entry.unused)
    entry.unused = undefined
    entry.used = this.used.push(nonce)
    return 'ok'
  }

  private prune(now: number): void {
    for (let oldest = this.byAge.first; oldest !== undefined; oldest = this.byAge.first) {
      if (this.entries.get(oldest)!.expiresAt > now) return
      this.forget(oldest)
    }
  }

  private forget(nonce: string): void {
    const entry = this.entries.get(nonce)
    if (!entry) return
    this.entries.delete(nonce)
    this.byAge.remove(entry.age)
    if (entry.unused) this.unused.remove(entry.unused)
    if (entry.used) this.used.remove(entry.used)
  }
}
