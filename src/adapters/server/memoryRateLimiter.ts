import type { RateLimit, RateLimiter } from '../../ports/rateLimiter'
import { CountRanks, type RankSlot } from '../memory/countRanks'
import { LinkedQueue, type QueueNode } from '../memory/linkedQueue'

export type { RateLimit } from '../../ports/rateLimiter'

type Window = { readonly start: number; readonly age: QueueNode<string>; readonly counted: RankSlot<string> }

export const DEFAULT_MAX_CLIENTS = 10_000

/**
 * Fixed-window request counter per client key, for one process (several API instances share SqlRateLimiter instead).
 * Bounded: a client whose window is forgotten starts afresh, so a full table forgets what gives away the least:
 * expired windows first (nothing), then the window that counted the fewest requests (the first to get there, on a
 * tie). A flood of new keys thus forgets one-request windows (one request given back), never the window of a client
 * that used up its limit while any counted fewer: rotating addresses does not reset a limit. Refusing new keys
 * instead would let the flood lock out every new visitor. Every step is O(1) (a Map used as a queue walked the holes
 * its deleted entries left at the front).
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>()
  /** Keys in the order their windows started: expired ones at the front. */
  private readonly byStart = new LinkedQueue<string>()
  private readonly byCount = new CountRanks<string>()

  constructor(
    private readonly rule: RateLimit,
    private readonly maxClients = DEFAULT_MAX_CLIENTS,
  ) {
    if (!(rule.limit >= 0) || !(rule.windowMs > 0))
      throw new RangeError('a rate limit needs limit >= 0 and windowMs > 0')
  }

  /** Counts one request; answers 0 when allowed, else the milliseconds until the client may retry. */
  async take(key: string, now: number): Promise<number> {
    let window = this.windows.get(key)
    if (!window || now - window.start >= this.rule.windowMs) {
      this.forget(key)
      this.makeRoom(now)
      window = { start: now, age: this.byStart.push(key), counted: this.byCount.add(key) }
      this.windows.set(key, window)
    }
    const counted = window.counted
    if (this.byCount.countOf(counted) >= this.rule.limit) return Math.max(1, window.start + this.rule.windowMs - now)
    this.byCount.increment(counted)
    return 0
  }

  private makeRoom(now: number): void {
    for (let stalest = this.byStart.first; stalest !== undefined; stalest = this.byStart.first) {
      if (now - this.windows.get(stalest)!.start < this.rule.windowMs) break
      this.forget(stalest)
    }
    while (this.windows.size >= this.maxClients) {
      const fewest = this.byCount.fewest()
      if (fewest === undefined) break
      this.forget(fewest)
    }
  }

  private forget(key: string): void {
    const window = this.windows.get(key)
    if (!window) return
    this.windows.delete(key)
    this.byStart.remove(window.age)
    this.byCount.remove(window.counted)
  }
}
