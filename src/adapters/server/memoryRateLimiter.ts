/** At most `limit` requests per client in each window of `windowMs`. */
export type RateLimit = { limit: number; windowMs: number }

type Window = { start: number; count: number }

export const DEFAULT_MAX_CLIENTS = 10_000

/**
 * Fixed-window request counter per client key, for one process (several API instances would share a store).
 * Bounded: windows are re-inserted when they restart, so the Map's front holds the stalest ones.
 */
export class MemoryRateLimiter {
  private readonly windows = new Map<string, Window>()

  constructor(
    private readonly rule: RateLimit,
    private readonly maxClients = DEFAULT_MAX_CLIENTS,
  ) {
    if (!(rule.limit >= 0) || !(rule.windowMs > 0)) throw new RangeError('a rate limit needs limit >= 0 and windowMs > 0')
  }

  /** Counts one request; answers 0 when allowed, else the milliseconds until the client may retry. */
  take(key: string, now: number): number {
    let window = this.windows.get(key)
    if (!window || now - window.start >= this.rule.windowMs) {
      this.windows.delete(key)
      this.makeRoom(now)
      window = { start: now, count: 0 }
      this.windows.set(key, window)
    }
    if (window.count >= this.rule.limit) return Math.max(1, window.start + this.rule.windowMs - now)
    window.count += 1
    return 0
  }

  private makeRoom(now: number): void {
    for (const [key, window] of this.windows) {
      if (this.windows.size < this.maxClients && now - window.start < this.rule.windowMs) return
      this.windows.delete(key)
    }
  }
}
