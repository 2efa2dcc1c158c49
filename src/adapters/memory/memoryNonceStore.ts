import type { Clock } from '../../ports/clock'
import type { NonceConsumeResult, NonceStore } from '../../ports/nonceStore'
import { SystemClock } from '../clock/systemClock'

type Entry = { expiresAt: number; used: boolean }

export const DEFAULT_MAX_NONCES = 10_000

/**
 * NonceStore for one process. Used nonces are remembered until they expire (so a replay answers 'used', not
 * 'unknown'); a full store drops the oldest entries first. A Map iterates in insertion order, which is also expiry
 * order while the time to live is constant, so pruning only looks at the front.
 */
export class MemoryNonceStore implements NonceStore {
  private readonly entries = new Map<string, Entry>()
  private readonly maxEntries: number
  private readonly clock: Clock

  constructor({ maxEntries = DEFAULT_MAX_NONCES, clock = new SystemClock() }: { maxEntries?: number; clock?: Clock } = {}) {
    if (!Number.isSafeInteger(maxEntries) || maxEntries < 1) throw new RangeError('maxEntries must be a positive integer')
    this.maxEntries = maxEntries
    this.clock = clock
  }

  /** Number of remembered nonces (issued or used, not yet pruned). */
  get size(): number {
    return this.entries.size
  }

  /** Remembers `nonce` until `expiresAt`; re-issuing a known nonce starts it afresh. */
  async issue(nonce: string, expiresAt: number): Promise<void> {
    this.prune(this.clock.now())
    this.entries.delete(nonce)
    while (this.entries.size >= this.maxEntries) this.dropOldest()
    this.entries.set(nonce, { expiresAt, used: false })
  }

  /** Only the first call for an issued, unexpired nonce answers 'ok'. */
  async consume(nonce: string, now: number): Promise<NonceConsumeResult> {
    const entry = this.entries.get(nonce)
    if (!entry) return 'unknown'
    if (entry.used) return 'used'
    if (now >= entry.expiresAt) return 'expired'
    entry.used = true
    return 'ok'
  }

  private prune(now: number): void {
    for (const [nonce, entry] of this.entries) {
      if (entry.expiresAt > now) return
      this.entries.delete(nonce)
    }
  }

  private dropOldest(): void {
    const oldest = this.entries.keys().next()
    if (!oldest.done) this.entries.delete(oldest.value)
  }
}
